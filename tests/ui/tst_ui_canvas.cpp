// The canvas as a user drives it, offscreen: dragging nested groups inside their parent, into
// another group (or out to the top level), the palette drag preview, collapsed groups
// remembered per file, the in-place ×N editor, and paste/duplicate into the right parent.

#include "TestMainWindow.h"

#include "canvas/CanvasController.h"
#include "canvas/DesignScene.h"
#include "canvas/DesignView.h"
#include "canvas/DropPreviewItem.h"
#include "canvas/GroupItem.h"
#include "canvas/InlineCountEditor.h"
#include "commands/CommandRegistry.h"
#include "document/DesignLookup.h"
#include "document/Document.h"
#include "document/FileController.h"
#include "document/Selection.h"
#include "mainwindow/MainWindow.h"
#include "palette/CatalogPalette.h"
#include "results/HeadlineBar.h"
#include "results/ResultsEngine.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QScrollBar>
#include <QStatusBar>
#include <QMessageBox>
#include <QMimeData>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QtTest>

using namespace cp;
using namespace cp::ui;
using cp::test::paletteMime;

class TestUiCanvas : public QObject {
    Q_OBJECT

private:
    std::shared_ptr<const Catalog> catalog_ = test::uiTestCatalog();
    QTemporaryDir appData_;

    std::unique_ptr<MainWindow> makeWindow() { return test::makeTestMainWindow(catalog_, appData_.path()); }

    // A writable copy of an example, so saving does not touch the repository.
    static QString copyOfExample(const QTemporaryDir& dir, const char* name)
    {
        const QString path = dir.filePath(QString::fromLatin1(name));
        QFile::remove(path);
        if (!QFile::copy(test::examplePath(name), path))
            return {};
        QFile(path).setPermissions(QFile::ReadOwner | QFile::WriteOwner);
        return path;
    }

    // The 4-SU example without its training and inference workloads, which ask for all of its
    // GPUs (a design with fewer GPUs would not evaluate).
    static QString exampleWithoutWorkloads(const QTemporaryDir& dir)
    {
        QFile example(test::examplePath("dgx-superpod-h100-4su.json"));
        if (!example.open(QIODevice::ReadOnly))
            return {};
        QJsonObject root = QJsonDocument::fromJson(example.readAll()).object();
        root.remove(QStringLiteral("training"));
        root.remove(QStringLiteral("inference"));
        const QString path = dir.filePath(QStringLiteral("no-workloads.json"));
        QFile copy(path);
        if (!copy.open(QIODevice::WriteOnly | QIODevice::Truncate))
            return {};
        copy.write(QJsonDocument(root).toJson());
        return path;
    }

    static GroupItem* groupItem(MainWindow& window, std::vector<int> path)
    {
        return dynamic_cast<GroupItem*>(window.scene().itemFor(ElementRef::group(std::move(path))));
    }

    // At zoom 1, with `item` in the middle of the view.
    static void showItem(MainWindow& window, const QGraphicsItem* item)
    {
        window.view().resetZoom();
        window.view().centerOn(item);
    }

    static QPoint viewPoint(MainWindow& window, const QGraphicsItem* item, QPointF itemPos)
    {
        return window.view().mapFromScene(item->mapToScene(itemPos));
    }

    // Press, move in steps and release on the viewport, like a hand on the mouse.
    static void dragOnViewport(MainWindow& window, QPoint from, QPoint to)
    {
        QWidget* viewport = window.view().viewport();
        QTest::mousePress(viewport, Qt::LeftButton, Qt::NoModifier, from);
        for (int step = 1; step <= 4; ++step)
            QTest::mouseMove(viewport, from + (to - from) * step / 4);
        QTest::mouseRelease(viewport, Qt::LeftButton, Qt::NoModifier, to);
    }


    static void dragMoveTo(MainWindow& window, QMimeData* mime, QPoint at)
    {
        QDragMoveEvent move(at, Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(window.view().viewport(), &move);
        QVERIFY(move.isAccepted());
    }

    static void waitForResults(MainWindow& window)
    {
        QVERIFY(window.engine().waitForIdle(20000));
        QVERIFY2(window.engine().latest().ok(), qPrintable(window.engine().latest().error));
    }

    static int dropTargetsShown(MainWindow& window)
    {
        int shown = 0;
        for (QGraphicsItem* item : window.scene().items())
            if (auto* canvasItem = qgraphicsitem_cast<CanvasItem*>(item); canvasItem && canvasItem->isDropTarget())
                ++shown;
        return shown;
    }

private slots:
    void initTestCase()
    {
        test::isolateSettings();
        QVERIFY(appData_.isValid());
    }

    // A storage system whose capacity the catalog does not publish (the SuperPOD example's
    // AI400X2-Turbo) shows what is known and says what is not, never "? TB".
    void aStorageBlockShowsOnlyPublishedFigures()
    {
        auto window = makeWindow();
        QVERIFY(window->openAtStart(test::examplePath("dgx-superpod-h100-4su.json")));
        CanvasItem* storage = window->scene().itemFor(ElementRef::storage(0));
        QVERIFY(storage);
        const QString text = storage->toolTip();
        QVERIFY2(!text.contains(QLatin1Char('?')), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("320 GB/s read")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("capacity not published")), qPrintable(text));
    }

    void nestedGroupsMoveInsideTheirParentAsOneUndoStep()
    {
        QTemporaryDir dir;
        const QString path = copyOfExample(dir, "dgx-superpod-h100-4su.json");
        QVERIFY(!path.isEmpty());
        auto window = makeWindow();
        QVERIFY(window->openAtStart(path));
        const std::string before = test::json(window->document().design());

        // "SU 4" holds two racks laid out automatically; drag the first one right and down,
        // releasing inside the unit (on empty canvas it would leave the unit).
        GroupItem* rack = groupItem(*window, {1, 0});
        GroupItem* sibling = groupItem(*window, {1, 1});
        QVERIFY(rack && sibling);
        const QPointF rackStart = rack->pos();
        const QPointF siblingStart = sibling->pos();
        const QSizeF unitSize = groupItem(*window, {1})->size();
        showItem(*window, rack);
        const QPoint grab = viewPoint(*window, rack, QPointF(40, 12));
        dragOnViewport(*window, grab, grab + QPoint(200, 60));

        const Group* moved = findGroup(window->document().design(), {1, 0});
        QCOMPARE(window->document().undoStack()->count(), 1);
        QVERIFY2(std::abs(moved->x - (rackStart.x() + 200)) <= 10 && std::abs(moved->y - (rackStart.y() + 60)) <= 10,
                 qPrintable(QStringLiteral("moved to %1, %2 from %3, %4").arg(moved->x).arg(moved->y).arg(rackStart.x()).arg(rackStart.y())));
        // The sibling stays where it was drawn (pinned, not reflowed), the rack stays in its
        // unit, and the unit grows around it.
        const Group* pinned = findGroup(window->document().design(), {1, 1});
        QCOMPARE(QPointF(pinned->x, pinned->y), siblingStart);
        QCOMPARE(groupItem(*window, {1, 1})->pos(), siblingStart);
        QCOMPARE(groupItem(*window, {1, 0})->pos(), QPointF(moved->x, moved->y));
        QCOMPARE(groupItem(*window, {1, 0})->parentItem(), static_cast<QGraphicsItem*>(groupItem(*window, {1})));
        QVERIFY(groupItem(*window, {1})->size().height() > unitSize.height());

        // A server inside a rack moves too, and never out of the top-left of its rack.
        GroupItem* nodes = groupItem(*window, {1, 1, 0});
        QVERIFY(nodes);
        showItem(*window, nodes);
        const QPointF nodeStart = nodes->pos();
        const QPoint nodeGrab = viewPoint(*window, nodes, QPointF(60, 30));
        dragOnViewport(*window, nodeGrab, nodeGrab + QPoint(100, 10));
        QCOMPARE(window->document().undoStack()->count(), 2);
        const Group* node = findGroup(window->document().design(), {1, 1, 0});
        QVERIFY(node->x > nodeStart.x() + 80 && node->y >= nodeStart.y());
        // Released inside the rack with the server's corner past the rack's top-left: it lands
        // at the content origin.
        nodes = groupItem(*window, {1, 1, 0});
        const QPoint nodeGrabAgain = viewPoint(*window, nodes, QPointF(8, 8));
        const QPoint rackCorner = viewPoint(*window, groupItem(*window, {1, 1}), QPointF(4, 4));
        dragOnViewport(*window, nodeGrabAgain, rackCorner);
        QCOMPARE(window->document().undoStack()->count(), 3);
        node = findGroup(window->document().design(), {1, 1, 0});
        QCOMPARE(QPointF(node->x, node->y), GroupItem::contentOrigin());

        // Saved and reopened, the racks are where they were put.
        const QPointF rackPlaced = groupItem(*window, {1, 0})->pos();
        QVERIFY(window->files().saveTo(path));
        window->close();
        window.reset();
        auto reopened = makeWindow();
        QVERIFY(reopened->openAtStart(path));
        QCOMPARE(groupItem(*reopened, {1, 0})->pos(), rackPlaced);
        QCOMPARE(groupItem(*reopened, {1, 1, 0})->pos(), GroupItem::contentOrigin());
        QVERIFY(test::json(reopened->document().design()) != before);
    }

    void undoOfADragRestoresTheLayout()
    {
        auto window = makeWindow();
        QVERIFY(window->openAtStart(test::examplePath("dgx-superpod-h100-4su.json")));
        const std::string before = test::json(window->document().design());
        GroupItem* rack = groupItem(*window, {0, 0});
        const QPointF start = rack->pos();
        showItem(*window, rack);
        const QPoint grab = viewPoint(*window, rack, QPointF(40, 12));
        dragOnViewport(*window, grab, grab + QPoint(0, 60));
        QCOMPARE(window->document().undoStack()->count(), 1);
        QVERIFY(groupItem(*window, {0, 0})->pos() != start);
        window->document().undoStack()->undo();
        QCOMPARE(test::json(window->document().design()), before);
        QCOMPARE(groupItem(*window, {0, 0})->pos(), start);
    }

    void escapeDuringADragPutsTheGroupBack()
    {
        auto window = makeWindow();
        QVERIFY(window->openAtStart(test::examplePath("dgx-superpod-h100-4su.json")));
        const std::string before = test::json(window->document().design());
        GroupItem* rack = groupItem(*window, {1, 0});
        const QPointF start = rack->pos();
        showItem(*window, rack);
        QWidget* viewport = window->view().viewport();
        const QPoint grab = viewPoint(*window, rack, QPointF(40, 12));
        QTest::mousePress(viewport, Qt::LeftButton, Qt::NoModifier, grab);
        QTest::mouseMove(viewport, grab + QPoint(60, 60));
        QTest::mouseMove(viewport, grab + QPoint(120, 100));
        QVERIFY(rack->pos() != start);
        QTest::keyClick(&window->view(), Qt::Key_Escape);
        QCOMPARE(rack->pos(), start);
        QTest::mouseMove(viewport, grab + QPoint(200, 160));
        QTest::mouseRelease(viewport, Qt::LeftButton, Qt::NoModifier, grab + QPoint(200, 160));
        QCOMPARE(groupItem(*window, {1, 0})->pos(), start);
        QCOMPARE(window->document().undoStack()->count(), 0);
        QCOMPARE(test::json(window->document().design()), before);
    }

    void paletteDragShowsAPreviewThatFollowsTheCursor()
    {
        auto window = makeWindow();
        QVERIFY(window->openAtStart(test::examplePath("dgx-superpod-h100-4su.json")));
        DesignScene& scene = window->scene();
        std::unique_ptr<QMimeData> mime(paletteMime(*window, QStringLiteral("dgx_h100")));
        QVERIFY(mime);
        GroupItem* nodes = groupItem(*window, {0, 0, 0});
        showItem(*window, nodes);
        QWidget* viewport = window->view().viewport();

        // Over a rack's servers: the ghost of the platform under the cursor, the rack highlighted.
        const QPoint overNodes = viewPoint(*window, nodes, QPointF(60, 30));
        QDragEnterEvent enter(overNodes, Qt::CopyAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(viewport, &enter);
        QVERIFY(enter.isAccepted());
        QVERIFY(scene.dropPreviewItem());
        QVERIFY(scene.dropPreviewItem()->isVisible());
        QCOMPARE(scene.dropPreviewItem()->pos(), window->view().mapToScene(overNodes));
        QCOMPARE(scene.dropPreviewItem()->preview().title, QStringLiteral("dgx_h100"));
        QVERIFY(scene.dropPreviewItem()->preview().action.contains(QStringLiteral("Compute rack")));
        QCOMPARE(scene.dropTarget(), scene.itemFor(ElementRef::group({0, 0})));
        QVERIFY(scene.itemFor(ElementRef::group({0, 0}))->isDropTarget());
        QCOMPARE(dropTargetsShown(*window), 1);

        // It follows the cursor; over the unit's title the unit is the target (a new rack in it).
        GroupItem* unit = groupItem(*window, {0});
        const QPoint overUnit = viewPoint(*window, unit, QPointF(40, 12));
        dragMoveTo(*window, mime.get(), overUnit);
        QCOMPARE(scene.dropPreviewItem()->pos(), window->view().mapToScene(overUnit));
        QCOMPARE(scene.dropTarget(), static_cast<CanvasItem*>(unit));
        QCOMPARE(dropTargetsShown(*window), 1);

        // Over empty canvas: a new rack, nothing highlighted.
        const QPoint empty = window->view().mapFromScene(scene.itemsBoundingRect().bottomRight() + QPointF(200, 200));
        window->view().centerOn(scene.itemsBoundingRect().bottomRight() + QPointF(200, 200));
        const QPoint emptyNow = window->view().mapFromScene(scene.itemsBoundingRect().bottomRight() + QPointF(150, 150));
        Q_UNUSED(empty);
        dragMoveTo(*window, mime.get(), emptyNow);
        QVERIFY(!scene.dropTarget());
        QCOMPARE(dropTargetsShown(*window), 0);
        QVERIFY(scene.dropPreviewItem()->preview().allowed);

        // Leaving the canvas removes the ghost and the highlight.
        QDragLeaveEvent leave;
        QCoreApplication::sendEvent(viewport, &leave);
        QVERIFY(!scene.dropPreviewItem());
        QCOMPARE(dropTargetsShown(*window), 0);

        // A GPU over empty canvas says it cannot go there.
        std::unique_ptr<QMimeData> gpu(paletteMime(*window, QStringLiteral("nvidia_h200_sxm_141gb")));
        QDragEnterEvent enterGpu(emptyNow, Qt::CopyAction, gpu.get(), Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(viewport, &enterGpu);
        QVERIFY(scene.dropPreviewItem());
        QVERIFY(!scene.dropPreviewItem()->preview().allowed);
        QDragLeaveEvent leaveGpu;
        QCoreApplication::sendEvent(viewport, &leaveGpu);

        // A drop removes the ghost too, and adds the server.
        showItem(*window, groupItem(*window, {0, 0, 0}));
        const QPoint dropAt = viewPoint(*window, groupItem(*window, {0, 0, 0}), QPointF(60, 30));
        QDragEnterEvent enterAgain(dropAt, Qt::CopyAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(viewport, &enterAgain);
        QVERIFY(scene.dropPreviewItem());
        QDropEvent drop(QPointF(dropAt), Qt::CopyAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(viewport, &drop);
        QVERIFY(drop.isAccepted());
        QVERIFY(!scene.dropPreviewItem());
        QCOMPARE(dropTargetsShown(*window), 0);
        QCOMPARE(findGroup(window->document().design(), {0, 0, 0})->count, 5);
    }

    void aRackScaleSystemIsOneDomainWithItsTrays()
    {
        // The GB200 example: each NVL72 rack is drawn as its rack system, with the NVLink domain
        // (72 GPUs over 18 compute trays and 9 switch trays) on its frame; its trays inside.
        auto window = makeWindow();
        QVERIFY(window->openAtStart(test::examplePath("gb200-nvl72-pod.json")));
        GroupItem* rack = groupItem(*window, {0, 0});
        QVERIFY(rack);
        QVERIFY(rack->visual().isRack);
        QVERIFY2(rack->visual().kindLabel.contains(QStringLiteral("NVL72")), qPrintable(rack->visual().kindLabel));
        QVERIFY2(rack->visual().domainSummary.contains(QStringLiteral("72")), qPrintable(rack->visual().domainSummary));
        QCOMPARE(rack->visual().switchTrays, 9);
        GroupItem* trays = groupItem(*window, {0, 0, 0});
        QVERIFY(trays && trays->visual().isNodes && trays->visual().insideDomain);
        QCOMPARE(trays->visual().gpusPerNode, 4);
        QCOMPARE(trays->visual().count, 18);
        // The trays sit below the switch-tray band.
        QVERIFY(trays->pos().y() >= GroupItem::kHeaderHeight + GroupItem::kDomainBandHeight);

        // Dropping a rack system from the palette onto the empty canvas adds a rack of its trays.
        DesignScene& scene = window->scene();
        std::unique_ptr<QMimeData> mime(paletteMime(*window, QStringLiteral("gb200_nvl72")));
        QVERIFY(mime);
        window->view().centerOn(scene.itemsBoundingRect().bottomRight() + QPointF(200, 200));
        const QPoint empty = window->view().mapFromScene(scene.itemsBoundingRect().bottomRight() + QPointF(150, 150));
        QWidget* viewport = window->view().viewport();
        QDragEnterEvent enter(empty, Qt::CopyAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(viewport, &enter);
        QVERIFY(scene.dropPreviewItem() && scene.dropPreviewItem()->preview().allowed);
        QDropEvent drop(QPointF(empty), Qt::CopyAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(viewport, &drop);
        QVERIFY(drop.isAccepted());
        const Design& design = window->document().design();
        QCOMPARE(design.groups.size(), std::size_t{2});
        QCOMPARE(design.groups.back().rackSystemId, std::string("gb200_nvl72"));
        QCOMPARE(design.groups.back().children.at(0).count, 18);
    }

    void collapsedGroupsSurviveSaveAndReopenWithoutDirtying()
    {
        QTemporaryDir dir;
        const QString path = copyOfExample(dir, "dgx-superpod-h100-4su.json");
        const QString other = copyOfExample(dir, "gb200-nvl72-pod.json");
        const QString savedAs = dir.filePath(QStringLiteral("saved-as.json"));
        {
            auto window = makeWindow();
            QVERIFY(window->openAtStart(path));
            GroupItem* unit = groupItem(*window, {1});
            showItem(*window, unit);
            QTest::mouseDClick(window->view().viewport(), Qt::LeftButton, Qt::NoModifier, viewPoint(*window, unit, QPointF(60, 12)));
            QVERIFY(window->scene().isCollapsed({1}));
            QCOMPARE(groupItem(*window, {1})->size().height(), GroupItem::kCollapsedHeight);
            QVERIFY(!window->scene().itemFor(ElementRef::group({1, 0})));
            // A way of looking, not an edit: nothing to undo, nothing to save.
            QCOMPARE(window->document().undoStack()->count(), 0);
            QVERIFY(!window->document().isModified());
            QVERIFY(!window->isWindowModified());
            window->close();
        }
        {
            auto window = makeWindow();
            QVERIFY(window->openAtStart(path));
            QVERIFY(window->scene().isCollapsed({1}));
            QVERIFY(!window->scene().isCollapsed({0}));
            QCOMPARE(groupItem(*window, {1})->size().height(), GroupItem::kCollapsedHeight);
            // Another file has its own state.
            QVERIFY(window->files().openFile(other));
            QVERIFY(!window->scene().isCollapsed({0}));
            QVERIFY(window->files().openFile(path));
            QVERIFY(window->canvas().isCollapsed(ElementRef::group({1})));
            // Save As carries the state to the new file.
            QVERIFY(window->files().saveTo(savedAs));
            // Deleting the group before the collapsed one does not collapse the wrong group.
            window->document().edit(QStringLiteral("delete"), [](Design& d) { d.groups.erase(d.groups.begin()); });
            QVERIFY(window->scene().isCollapsed({0}));   // "SU 4" is now the first group
            window->close();
        }
        auto window = makeWindow();
        QVERIFY(window->openAtStart(savedAs));
        QVERIFY(window->scene().isCollapsed({1}));
        // Expanding is remembered too.
        window->canvas().expandAll();
        QVERIFY(!window->scene().isCollapsed({1}));
        QVERIFY(!window->document().isModified());
        window->close();
        window = makeWindow();
        QVERIFY(window->openAtStart(savedAs));
        QVERIFY(!window->scene().isCollapsed({1}));
    }

    void badgeEditsTheCountInPlace()
    {
        auto window = makeWindow();
        QVERIFY(window->openAtStart(test::examplePath("dgx-superpod-h100-4su.json")));
        GroupItem* unit = groupItem(*window, {0});
        showItem(*window, unit);
        InlineCountEditor& editor = window->canvas().countEditor();
        QVERIFY(!editor.isOpen());

        // Double-click on the ×3 badge: a spin box over it, holding 3.
        QTest::mouseDClick(window->view().viewport(), Qt::LeftButton, Qt::NoModifier,
                           viewPoint(*window, unit, unit->badgeRect().center()));
        QVERIFY(editor.isOpen());
        QSpinBox* spin = editor.spinBox();
        QVERIFY(spin->isVisible());
        QCOMPARE(spin->value(), 3);
        QVERIFY(window->view().viewport()->rect().contains(spin->geometry().center()));
        QVERIFY(!window->scene().isCollapsed({0}));   // the badge is not the title
        QTest::keyClicks(spin, QStringLiteral("6"));
        QTest::keyClick(spin, Qt::Key_Return);
        QVERIFY(!editor.isOpen());
        QCOMPARE(findGroup(window->document().design(), {0})->count, 6);
        QCOMPARE(window->document().undoStack()->count(), 1);
        window->document().undoStack()->undo();
        QCOMPARE(findGroup(window->document().design(), {0})->count, 3);

        // F2 on the selected rack; 0 is refused with a message and the editor stays open.
        QAction* editCount = window->commands().action(QStringLiteral("design.editCount"));
        QVERIFY(editCount->shortcuts().contains(QKeySequence(Qt::Key_F2)));
        window->selection().set({ElementRef::group({0, 0})});
        editCount->trigger();
        QVERIFY(editor.isOpen());
        QCOMPARE(editor.ref(), ElementRef::group({0, 0}));
        spin = editor.spinBox();
        QCOMPARE(spin->value(), 8);
        spin->selectAll();
        QTest::keyClicks(spin, QStringLiteral("0"));
        QTest::keyClick(spin, Qt::Key_Return);
        QVERIFY(editor.isOpen());
        QVERIFY(editor.messageLabel());
        QVERIFY(editor.messageLabel()->isVisible());
        QVERIFY2(editor.messageLabel()->text().contains(QStringLiteral("whole number from 1")), qPrintable(editor.messageLabel()->text()));
        QCOMPARE(findGroup(window->document().design(), {0, 0})->count, 8);

        // Too many GPUs for a design: named, refused.
        spin->selectAll();
        QTest::keyClicks(spin, QStringLiteral("9000000"));
        QTest::keyClick(spin, Qt::Key_Return);
        QVERIFY(editor.isOpen());
        QVERIFY2(editor.messageLabel()->text().contains(QStringLiteral("Compute rack")), qPrintable(editor.messageLabel()->text()));
        QCOMPARE(findGroup(window->document().design(), {0, 0})->count, 8);

        // Esc cancels: nothing changed, nothing to undo.
        QTest::keyClick(spin, Qt::Key_Escape);
        QVERIFY(!editor.isOpen());
        QCOMPARE(findGroup(window->document().design(), {0, 0})->count, 8);
        QCOMPARE(window->document().undoStack()->index(), 0);
    }

    void pasteGoesIntoTheSelectedGroupAndDuplicateKeepsTheParent()
    {
        auto window = makeWindow();
        QVERIFY(window->openAtStart(test::examplePath("dgx-superpod-h100-4su.json")));
        CanvasController& canvas = window->canvas();
        Selection& selection = window->selection();
        const Design& design = window->document().design();
        const std::size_t topLevel = design.groups.size();

        // A rack copied from one unit, pasted with the other unit selected: inside that unit.
        selection.set({ElementRef::group({0, 0})});
        canvas.copySelection();
        selection.set({ElementRef::group({1})});
        canvas.paste();
        QCOMPARE(findGroup(design, {1})->children.size(), std::size_t{3});
        QVERIFY(findGroup(design, {1, 2})->kind == GroupKind::Rack);
        QCOMPARE(findGroup(design, {1, 2})->name, std::string("Compute rack 2"));
        QCOMPARE(selection.elements(), std::vector<ElementRef>{ElementRef::group({1, 2})});
        QCOMPARE(design.groups.size(), topLevel);
        QCOMPARE(window->document().undoStack()->count(), 1);

        // With a server selected (which holds nothing), the rack goes to the top level.
        selection.set({ElementRef::group({1, 1, 0})});
        canvas.paste();
        QCOMPARE(design.groups.size(), topLevel + 1);
        QVERIFY(design.groups.back().kind == GroupKind::Rack);

        // Servers pasted into a rack.
        selection.set({ElementRef::group({0, 0, 0})});
        canvas.copySelection();
        selection.set({ElementRef::group({1, 1})});
        canvas.paste();
        QCOMPARE(findGroup(design, {1, 1})->children.size(), std::size_t{2});
        QVERIFY(findGroup(design, {1, 1, 1})->kind == GroupKind::Nodes);

        // A unit cannot go inside a rack: top level.
        selection.set({ElementRef::group({0})});
        canvas.copySelection();
        selection.set({ElementRef::group({1, 0})});
        canvas.paste();
        QCOMPARE(design.groups.size(), topLevel + 2);
        QVERIFY(design.groups.back().kind == GroupKind::ScalableUnit);

        // Duplicate: the copy stays beside the original, in the same parent.
        const std::size_t racksInUnit = findGroup(design, {1})->children.size();
        selection.set({ElementRef::group({1, 0})});
        const int steps = window->document().undoStack()->count();
        canvas.duplicateSelection();
        QCOMPARE(findGroup(design, {1})->children.size(), racksInUnit + 1);
        QCOMPARE(design.groups.size(), topLevel + 2);
        QCOMPARE(selection.elements(), std::vector<ElementRef>{ElementRef::group({1, static_cast<int>(racksInUnit)})});
        QCOMPARE(window->document().undoStack()->count(), steps + 1);
    }

    // A rack dragged from "SU" (×3) into "SU 4" (×1): one undo step that moves it in the model,
    // where it was dropped, renamed because "SU 4" has a "Compute rack" too. The design loses
    // the two extra copies the ×3 made: 3 × 8 × 4 × 8 = 768 GPUs become 8 × 4 × 8 = 256.
    void aRackMovesIntoAnotherUnitAndTheGpuCountFollowsTheMultiplier()
    {
        auto window = makeWindow();
        QTemporaryDir dir;
        const QString path = exampleWithoutWorkloads(dir);
        QVERIFY(!path.isEmpty());
        QVERIFY(window->openAtStart(path));
        waitForResults(*window);
        QCOMPARE(window->headline().figureText(QStringLiteral("gpus")), QLocale().toString(1016));
        const std::string before = test::json(window->document().design());
        const std::size_t racksInUnit4 = findGroup(window->document().design(), {1})->children.size();

        window->view().fitToView();
        GroupItem* rack = groupItem(*window, {0, 0});
        GroupItem* unit4 = groupItem(*window, {1});
        const QPointF grabInRack(40, 12);
        const QPoint grab = viewPoint(*window, rack, grabInRack);
        // Just inside the bottom of "SU 4"'s frame, under its racks.
        const QPointF dropScene = unit4->mapToScene(QPointF(unit4->size().width() - 30, unit4->size().height() - 4));
        const QPoint drop = window->view().mapFromScene(dropScene);
        QWidget* viewport = window->view().viewport();
        QTest::mousePress(viewport, Qt::LeftButton, Qt::NoModifier, grab);
        for (int step = 1; step <= 4; ++step)
            QTest::mouseMove(viewport, grab + (drop - grab) * step / 4);
        // While dragged: "SU 4" outlined as the receiver, as for a palette drop.
        QVERIFY(unit4->isDropTarget());
        QCOMPARE(dropTargetsShown(*window), 1);
        QVERIFY(window->scene().dropPreviewItem());
        QVERIFY(window->scene().dropPreviewItem()->preview().allowed);
        QVERIFY(window->scene().dropPreviewItem()->preview().action.contains(QStringLiteral("SU 4")));
        QVERIFY2(window->statusBar()->currentMessage().contains(QStringLiteral("SU 4")), qPrintable(window->statusBar()->currentMessage()));
        QTest::mouseRelease(viewport, Qt::LeftButton, Qt::NoModifier, drop);

        const Design& after = window->document().design();
        QCOMPARE(window->document().undoStack()->count(), 1);
        QVERIFY(findGroup(after, {0})->children.empty());
        QCOMPARE(findGroup(after, {1})->children.size(), racksInUnit4 + 1);
        const Group* moved = findGroup(after, {1, static_cast<int>(racksInUnit4)});
        QCOMPARE(moved->name, std::string("Compute rack 2"));
        QCOMPARE(moved->count, 8);
        QCOMPARE(dropTargetsShown(*window), 0);
        QCOMPARE(window->selection().elements(), std::vector<ElementRef>{ElementRef::group({1, static_cast<int>(racksInUnit4)})});
        // Where it was dropped, in the new unit's frame (within a grid step).
        const QPointF expected = groupItem(*window, {1})->mapFromScene(dropScene) - grabInRack;
        QVERIFY2(std::abs(moved->x - expected.x()) <= 20 && std::abs(moved->y - expected.y()) <= 20,
                 qPrintable(QStringLiteral("at %1, %2; dropped at %3, %4").arg(moved->x).arg(moved->y).arg(expected.x()).arg(expected.y())));
        // The racks already in "SU 4" did not move.
        QCOMPARE(groupItem(*window, {1, 0})->parentItem(), static_cast<QGraphicsItem*>(groupItem(*window, {1})));
        waitForResults(*window);
        QCOMPARE(window->headline().figureText(QStringLiteral("gpus")), QLocale().toString(1016 - 768 + 256));
        const QString message = window->statusBar()->currentMessage();
        QVERIFY2(message.contains(QLocale().toString(1016)) && message.contains(QLocale().toString(504)), qPrintable(message));
        const std::string moveJson = test::json(after);

        window->document().undoStack()->undo();
        QCOMPARE(test::json(window->document().design()), before);
        waitForResults(*window);
        QCOMPARE(window->headline().figureText(QStringLiteral("gpus")), QLocale().toString(1016));
        window->document().undoStack()->redo();
        QCOMPARE(test::json(window->document().design()), moveJson);
        waitForResults(*window);
        QCOMPARE(window->headline().figureText(QStringLiteral("gpus")), QLocale().toString(504));
    }

    // Between two parents with the same multiplier the GPU count stays (the model edit alone).
    void aMoveBetweenIdenticalParentsKeepsTheGpuCount()
    {
        Group nodes{"DGX H100", GroupKind::Nodes, 4, NodeSpec{"dgx_h100", {}, 0, 0}, {}, 0, 0};
        Group rack{"Rack", GroupKind::Rack, 2, std::nullopt, {nodes}, 0, 0};
        Design design;
        design.groups = {Group{"SU A", GroupKind::ScalableUnit, 3, std::nullopt, {rack, rack}, 0, 0},
                         Group{"SU B", GroupKind::ScalableUnit, 3, std::nullopt, {rack}, 500, 0},
                         Group{"SU C", GroupKind::ScalableUnit, 1, std::nullopt, {}, 1000, 0}};
        design.groups[0].children[1].name = "Rack 2";
        const auto total = [&](const Design& d) {
            std::int64_t gpus = 0;
            for (const Group& group : d.groups)
                gpus += group.count * gpusPerInstance(group, catalog_.get());
            return gpus;
        };
        const std::int64_t before = total(design);
        QCOMPARE(before, std::int64_t(3 * 3 * 2 * 4 * 8));
        const std::vector<ElementRef> moved = reparentGroups(design, {{{0, 1}, 30, 60}}, {1});
        QCOMPARE(moved, std::vector<ElementRef>{ElementRef::group({1, 1})});
        QCOMPARE(total(design), before);
        QCOMPARE(findGroup(design, {1, 1})->name, std::string("Rack 2"));
        QCOMPARE(QPointF(findGroup(design, {1, 1})->x, findGroup(design, {1, 1})->y), QPointF(30, 60));
        // Into the ×1 unit: a third of that rack's GPUs.
        QCOMPARE(reparentGroups(design, {{{1, 1}, 30, 60}}, {2}).size(), std::size_t(1));
        QCOMPARE(total(design), before - 2 * 2 * 4 * 8);
        // Refused, and left alone: a rack into a rack, a unit into itself, mixed parents.
        const std::string json = test::json(design);
        QVERIFY(reparentGroups(design, {{{0, 0}, 0, 0}}, {1, 0}).empty());
        QVERIFY(reparentGroups(design, {{{0}, 0, 0}}, {0, 0}).empty());
        QVERIFY(reparentGroups(design, {{{0, 0}, 0, 0}, {{1, 0}, 0, 0}}, {2}).empty());
        QCOMPARE(test::json(design), json);
    }

    void aRackCannotGoIntoARack()
    {
        auto window = makeWindow();
        QVERIFY(window->openAtStart(test::examplePath("dgx-superpod-h100-4su.json")));
        const std::string before = test::json(window->document().design());
        window->view().fitToView();
        GroupItem* rack = groupItem(*window, {0, 0});
        const QPointF start = rack->pos();
        GroupItem* otherRack = groupItem(*window, {1, 0});
        const QPoint grab = viewPoint(*window, rack, QPointF(40, 12));
        const QPoint drop = viewPoint(*window, otherRack, QPointF(otherRack->size().width() / 2, 8));
        QWidget* viewport = window->view().viewport();
        QTest::mousePress(viewport, Qt::LeftButton, Qt::NoModifier, grab);
        for (int step = 1; step <= 4; ++step)
            QTest::mouseMove(viewport, grab + (drop - grab) * step / 4);
        QCOMPARE(viewport->cursor().shape(), Qt::ForbiddenCursor);
        QCOMPARE(dropTargetsShown(*window), 0);
        QVERIFY(window->scene().dropPreviewItem());
        QVERIFY(!window->scene().dropPreviewItem()->preview().allowed);
        QVERIFY2(window->statusBar()->currentMessage().contains(QStringLiteral("Not allowed")), qPrintable(window->statusBar()->currentMessage()));
        QTest::mouseRelease(viewport, Qt::LeftButton, Qt::NoModifier, drop);

        QCOMPARE(viewport->cursor().shape(), Qt::ArrowCursor);
        QVERIFY(!window->scene().dropPreviewItem());
        QCOMPARE(window->document().undoStack()->count(), 0);
        QCOMPARE(test::json(window->document().design()), before);
        QCOMPARE(groupItem(*window, {0, 0})->pos(), start);
        QVERIFY2(window->statusBar()->currentMessage().contains(QStringLiteral("cannot hold")), qPrintable(window->statusBar()->currentMessage()));
    }

    void aGroupDroppedOnEmptyCanvasBecomesTopLevel()
    {
        auto window = makeWindow();
        QTemporaryDir dir;
        const QString path = exampleWithoutWorkloads(dir);
        QVERIFY(!path.isEmpty());
        QVERIFY(window->openAtStart(path));
        waitForResults(*window);
        const std::size_t topLevel = window->document().design().groups.size();
        window->view().fitToView();
        window->view().zoomBy(0.7);
        GroupItem* rack = groupItem(*window, {0, 0});
        GroupItem* unit4 = groupItem(*window, {1});
        const QPointF grabInRack(40, 12);
        const QPoint grab = viewPoint(*window, rack, grabInRack);
        // Right of "SU 4", level with its racks: nothing there.
        const QPointF dropScene = unit4->mapToScene(QPointF(unit4->size().width() + 60, 60));
        QVERIFY(!window->scene().elementAt(dropScene));
        QVERIFY(window->view().viewport()->rect().contains(window->view().mapFromScene(dropScene)));
        dragOnViewport(*window, grab, window->view().mapFromScene(dropScene));

        const Design& after = window->document().design();
        QCOMPARE(window->document().undoStack()->count(), 1);
        QCOMPARE(after.groups.size(), topLevel + 1);
        const Group& moved = after.groups.back();
        QCOMPARE(moved.name, std::string("Compute rack"));
        QVERIFY(moved.kind == GroupKind::Rack);
        QVERIFY(findGroup(after, {0})->children.empty());
        const QPointF expected = dropScene - grabInRack;
        QVERIFY2(std::abs(moved.x - expected.x()) <= 20 && std::abs(moved.y - expected.y()) <= 20,
                 qPrintable(QStringLiteral("at %1, %2; dropped at %3, %4").arg(moved.x).arg(moved.y).arg(expected.x()).arg(expected.y())));
        QVERIFY(!groupItem(*window, {static_cast<int>(topLevel)})->parentItem());
        waitForResults(*window);
        // Without the unit's ×3: 8 racks × 4 DGX × 8 GPUs once.
        QCOMPARE(window->headline().figureText(QStringLiteral("gpus")), QLocale().toString(1016 - 768 + 256));
    }

    // Both racks of "SU 4" (×1) dragged together into "SU" (×3): one step, both counted ×3 now.
    void selectedGroupsOfOneParentMoveTogether()
    {
        auto window = makeWindow();
        QTemporaryDir dir;
        const QString path = exampleWithoutWorkloads(dir);
        QVERIFY(!path.isEmpty());
        QVERIFY(window->openAtStart(path));
        window->view().fitToView();
        window->selection().set({ElementRef::group({1, 0}), ElementRef::group({1, 1})});
        GroupItem* rack = groupItem(*window, {1, 0});
        GroupItem* unit = groupItem(*window, {0});
        const QPoint grab = viewPoint(*window, rack, QPointF(40, 12));
        // Just inside the bottom of "SU"'s frame, under its rack.
        const QPoint drop = viewPoint(*window, unit, QPointF(30, unit->size().height() - 4));
        dragOnViewport(*window, grab, drop);

        const Design& after = window->document().design();
        QCOMPARE(window->document().undoStack()->count(), 1);
        QVERIFY(findGroup(after, {1})->children.empty());
        QCOMPARE(findGroup(after, {0})->children.size(), std::size_t(3));
        QCOMPARE(findGroup(after, {0, 1})->name, std::string("Compute rack 2"));
        QCOMPARE(findGroup(after, {0, 2})->name, std::string("Compute rack with UFM"));
        QCOMPARE(window->selection().elements(), (std::vector<ElementRef>{ElementRef::group({0, 1}), ElementRef::group({0, 2})}));
        waitForResults(*window);
        // 768 stay; SU 4's 7 × 4 × 8 + 3 × 8 = 248 now exist three times.
        QCOMPARE(window->headline().figureText(QStringLiteral("gpus")), QLocale().toString(768 + 3 * 248));
    }

    void groupsFromDifferentParentsAreNotMovedIntoAnotherGroupTogether()
    {
        auto window = makeWindow();
        QVERIFY(window->openAtStart(test::examplePath("dgx-superpod-h100-4su.json")));
        const std::string before = test::json(window->document().design());
        window->view().fitToView();
        window->view().zoomBy(0.7);
        window->selection().set({ElementRef::group({0, 0}), ElementRef::group({1, 0})});
        GroupItem* rack = groupItem(*window, {0, 0});
        GroupItem* unit4 = groupItem(*window, {1});
        const QPoint grab = viewPoint(*window, rack, QPointF(40, 12));
        const QPointF dropScene = unit4->mapToScene(QPointF(unit4->size().width() + 60, 60));
        QWidget* viewport = window->view().viewport();
        // Pressing on a selected group keeps the whole selection for the drag.
        QTest::mousePress(viewport, Qt::LeftButton, Qt::NoModifier, grab);
        QCOMPARE(window->selection().elements().size(), std::size_t(2));
        QTest::mouseMove(viewport, window->view().mapFromScene(dropScene));
        QCOMPARE(viewport->cursor().shape(), Qt::ForbiddenCursor);
        QTest::mouseRelease(viewport, Qt::LeftButton, Qt::NoModifier, window->view().mapFromScene(dropScene));
        QCOMPARE(window->document().undoStack()->count(), 0);
        QCOMPARE(test::json(window->document().design()), before);
        QVERIFY2(window->statusBar()->currentMessage().contains(QStringLiteral("different parents")), qPrintable(window->statusBar()->currentMessage()));
    }

    void theCountEditorFollowsAScroll()
    {
        auto window = makeWindow();
        QVERIFY(window->openAtStart(test::examplePath("dgx-superpod-h100-4su.json")));
        GroupItem* unit = groupItem(*window, {0});
        window->view().resetZoom();
        window->view().zoomBy(2);   // room to scroll both ways
        window->view().centerOn(unit->mapToScene(unit->badgeRect().center()));
        InlineCountEditor& editor = window->canvas().countEditor();
        QTest::mouseDClick(window->view().viewport(), Qt::LeftButton, Qt::NoModifier,
                           viewPoint(*window, unit, unit->badgeRect().center()));
        QVERIFY(editor.isOpen());
        const auto badgeInView = [&] { return window->view().mapFromScene(unit->mapRectToScene(unit->badgeRect())).boundingRect(); };
        const QRect opened = editor.spinBox()->geometry();
        QCOMPARE(opened.right(), badgeInView().right());

        QScrollBar* horizontal = window->view().horizontalScrollBar();
        QScrollBar* vertical = window->view().verticalScrollBar();
        QVERIFY(horizontal->maximum() > horizontal->minimum() && vertical->maximum() > vertical->minimum());
        const int dx = horizontal->value() + 40 <= horizontal->maximum() ? 40 : -40;
        const int dy = vertical->value() + 30 <= vertical->maximum() ? 30 : -30;
        horizontal->setValue(horizontal->value() + dx);
        vertical->setValue(vertical->value() + dy);

        QVERIFY(editor.isOpen());
        QCOMPARE(unit->scenePos(), QPointF(0, 0));   // the group was not dragged along
        QCOMPARE(editor.spinBox()->geometry().topLeft(), opened.topLeft() - QPoint(dx, dy));
        QCOMPARE(editor.spinBox()->geometry().right(), badgeInView().right());
        QCOMPARE(editor.spinBox()->geometry().center().y(), opened.center().y() - dy);
    }
};

int main(int argc, char** argv)
{
    // Offscreen also when run by hand, outside CTest (which sets it for every UI test).
    if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    TestUiCanvas test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}
#include "tst_ui_canvas.moc"

