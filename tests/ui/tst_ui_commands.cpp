// Every edit the GUI makes is one undo command: apply, undo, redo restore the exact JSON.

#include "UiTestSupport.h"

#include "commands/DesignEdits.h"
#include "document/DesignLookup.h"
#include "document/Document.h"

#include <QtTest>

#include <functional>
#include <map>

using namespace cp;
using namespace cp::ui;

class TestUiCommands : public QObject {
    Q_OBJECT

private:
    std::shared_ptr<const Catalog> catalog_ = test::uiTestCatalog();

    using Edit = std::function<void(Design&)>;
    // Applies `edit` through the document, then checks undo and redo byte for byte.
    void checkCommand(const Design& start, const Edit& edit)
    {
        Document document(start, QString());
        const std::string before = test::json(document.design());
        QVERIFY(document.edit(QStringLiteral("edit"), edit));
        const std::string after = test::json(document.design());
        QVERIFY(before != after);
        QVERIFY(document.isModified());
        document.undoStack()->undo();
        QCOMPARE(test::json(document.design()), before);
        QVERIFY(!document.isModified());
        document.undoStack()->redo();
        QCOMPARE(test::json(document.design()), after);
        document.undoStack()->undo();
        document.undoStack()->redo();
        QCOMPARE(test::json(document.design()), after);
    }

private slots:
    void initTestCase() { test::isolateSettings(); }

    void commandRestoresExactJson_data()
    {
        QTest::addColumn<QString>("example");
        QTest::addColumn<QString>("edit");
        const QStringList edits = {"addNodesEmptyCanvas", "addNodesIntoRack", "addNodesIntoPod", "setGpu", "setCount",
                                   "addPod", "addRackInside", "connectFabric", "connectFabricToGroup", "addStorage",
                                   "addStorageAgain", "removeGroup", "removeNested", "removeFabricAndGroup", "duplicate",
                                   "moveGroups", "override", "rename", "placeNested", "pasteIntoGroup", "duplicateNested",
                                   "addRackSystem", "addRackSystemIntoPod"};
        for (const char* example : {"dgx-superpod-h100-4su.json", "xai-memphis-h100-100k.json"})
            for (const QString& edit : edits)
                QTest::newRow(qPrintable(QStringLiteral("%1/%2").arg(QString::fromLatin1(example), edit))) << QString::fromLatin1(example) << edit;
    }

    void commandRestoresExactJson()
    {
        QFETCH(QString, example);
        QFETCH(QString, edit);
        const Design start = test::loadExample(qPrintable(example));
        const Catalog& c = *catalog_;
        const std::map<QString, Edit> edits = {
            {"addNodesEmptyCanvas", [&](Design& d) { addNodes(d, {}, *c.findNode("dgx_b200"), 2, 400, 200); }},
            {"addNodesIntoRack", [&](Design& d) { addNodes(d, {0, 0}, *c.findNode("dgx_h100"), 1, 0, 0); }},
            {"addNodesIntoPod", [&](Design& d) { addNodes(d, {0}, *c.findNode("dgx_b200"), 1, 0, 0); }},
            {"setGpu", [&](Design& d) { setNodeGpu(d, {0, 0, 0}, *c.findGpu("nvidia_h200_sxm_141gb")); }},
            {"setCount", [&](Design& d) { setGroupCount(d, {0}, 7); }},
            {"addPod", [&](Design& d) { addGroup(d, {}, GroupKind::Pod, 100, 100); }},
            {"addRackInside", [&](Design& d) { addGroup(d, {0}, GroupKind::Rack, 0, 0); }},
            {"connectFabric", [&](Design& d) { connectFabric(d, {}, *c.findSwitch("nvidia_qm9700")); }},
            {"connectFabricToGroup", [&](Design& d) { connectFabric(d, {0}, *c.findSwitch("nvidia_sn5600")); }},
            {"addStorage", [&](Design& d) { addStorage(d, *c.findStorage("ddn_ai400x2_turbo")); }},
            {"addStorageAgain", [&](Design& d) { addStorage(d, *c.findStorage("ddn_ai400x2_turbo")); addStorage(d, *c.findStorage("ddn_ai400x2_turbo")); }},
            {"removeGroup", [&](Design& d) { removeElements(d, {ElementRef::group({0})}); }},
            {"removeNested", [&](Design& d) { removeElements(d, {ElementRef::group({0, 0, 0}), ElementRef::group({0, 0})}); }},
            {"removeFabricAndGroup", [&](Design& d) { removeElements(d, {ElementRef::fabric(0), ElementRef::group({0})}); }},
            {"duplicate", [&](Design& d) { pasteFragment(d, extractElements(d, {ElementRef::group({0}), ElementRef::fabric(0)}), 40, 40); }},
            {"moveGroups", [&](Design& d) { moveGroups(d, {{0}}, 120, -60); }},
            {"override", [&](Design& d) { d.overrides["dgx_h100"]["price_usd"] = 350000; }},
            {"rename", [&](Design& d) { d.name = "Renamed"; }},
            {"placeNested", [&](Design& d) { placeGroups(d, {{{0, 0}, 30, 80}, {{0, 0, 0}, 10, 40}}); }},
            {"pasteIntoGroup", [&](Design& d) { pasteFragment(d, extractElements(d, {ElementRef::group({0, 0})}), 40, 40, {0}); }},
            {"duplicateNested", [&](Design& d) { duplicateElements(d, {ElementRef::group({0, 0, 0}), ElementRef::fabric(0)}, 40, 40); }},
            {"addRackSystem", [&](Design& d) { addRackSystem(d, {}, *c.findRackSystem("gb200_nvl72"), c.findNode("gb200_compute_tray"), 2, 80, 40); }},
            {"addRackSystemIntoPod", [&](Design& d) { addRackSystem(d, {0, 0, 0}, *c.findRackSystem("gb200_nvl72"), nullptr, 1, 0, 0); }},
        };
        checkCommand(start, edits.at(edit));
    }

    void addNodesPlacesServersWhereDropped()
    {
        Design design = test::loadExample("dgx-superpod-h100-4su.json");
        const int rackNodes = findGroup(design, {0, 0, 0})->count;
        // Same platform into a rack grows its node group instead of adding a second one.
        const ElementRef grown = addNodes(design, {0, 0}, *catalog_->findNode("dgx_h100"), 1, 0, 0);
        QCOMPARE(grown, ElementRef::group({0, 0, 0}));
        QCOMPARE(findGroup(design, {0, 0, 0})->count, rackNodes + 1);
        // Onto a node group: into its rack. Another platform: a new node group.
        const ElementRef added = addNodes(design, {0, 0, 0}, *catalog_->findNode("dgx_b200"), 1, 0, 0);
        QCOMPARE(added, ElementRef::group({0, 0, 1}));
        // Onto a scalable unit: a new rack inside it.
        const std::size_t children = findGroup(design, {0})->children.size();
        const ElementRef inUnit = addNodes(design, {0}, *catalog_->findNode("dgx_b200"), 1, 0, 0);
        QCOMPARE(findGroup(design, {0})->children.size(), children + 1);
        QVERIFY(findGroup(design, std::vector<int>(inUnit.path.begin(), inUnit.path.end() - 1))->kind == GroupKind::Rack);
        // On the empty canvas: a new top-level rack where it was dropped.
        const ElementRef top = addNodes(design, {}, *catalog_->findNode("dgx_b200"), 1, 320, 160);
        QCOMPARE(top.path.size(), std::size_t{2});
        QCOMPARE(design.groups.back().x, 320.0);
        QVERIFY(design.groups.back().kind == GroupKind::Rack);
    }

    void addRackSystemBuildsARackOfItsTrays()
    {
        // Dropping a GB200 NVL72 onto a server of a scalable unit adds a rack beside that rack
        // (racks do not nest): a rack of system gb200_nvl72 holding its 18 compute trays.
        Design design = test::loadExample("dgx-superpod-h100-4su.json");
        const std::size_t before = findGroup(design, {0})->children.size();
        const ElementRef rack = addRackSystem(design, {0, 0, 0}, *catalog_->findRackSystem("gb200_nvl72"),
                                              catalog_->findNode("gb200_compute_tray"), 1, 0, 0);
        QCOMPARE(findGroup(design, {0})->children.size(), before + 1);
        const Group* added = findGroup(design, rack.path);
        QVERIFY(added && added->kind == GroupKind::Rack);
        QCOMPARE(added->rackSystemId, std::string("gb200_nvl72"));
        QCOMPARE(added->children.size(), std::size_t{1});
        QCOMPARE(added->children[0].count, 18);
        QCOMPARE(added->children[0].node->platformId, std::string("gb200_compute_tray"));
        // On the empty canvas: a top-level rack where it was dropped.
        const ElementRef top = addRackSystem(design, {}, *catalog_->findRackSystem("gb200_nvl72"), nullptr, 8, 320, 160);
        QCOMPARE(top.path.size(), std::size_t{1});
        QCOMPARE(design.groups.back().count, 8);
        QCOMPARE(design.groups.back().x, 320.0);
    }

    void canHoldGroups_data()
    {
        QTest::addColumn<int>("holder");
        QTest::addColumn<int>("item");
        QTest::addColumn<bool>("holds");
        const auto row = [](const char* name, GroupKind holder, GroupKind item, bool holds) {
            QTest::newRow(name) << static_cast<int>(holder) << static_cast<int>(item) << holds;
        };
        row("pod holds unit", GroupKind::Pod, GroupKind::ScalableUnit, true);
        row("pod holds rack", GroupKind::Pod, GroupKind::Rack, true);
        row("unit holds rack", GroupKind::ScalableUnit, GroupKind::Rack, true);
        row("row holds rack", GroupKind::Row, GroupKind::Rack, true);
        row("rack holds nodes", GroupKind::Rack, GroupKind::Nodes, true);
        row("rack refuses rack", GroupKind::Rack, GroupKind::Rack, false);
        row("rack refuses unit", GroupKind::Rack, GroupKind::ScalableUnit, false);
        row("unit refuses pod", GroupKind::ScalableUnit, GroupKind::Pod, false);
        row("unit refuses unit", GroupKind::ScalableUnit, GroupKind::ScalableUnit, false);
        row("nodes hold nothing", GroupKind::Nodes, GroupKind::Nodes, false);
    }

    void canHoldGroups()
    {
        QFETCH(int, holder);
        QFETCH(int, item);
        QFETCH(bool, holds);
        Design design;
        Group parent;
        parent.kind = static_cast<GroupKind>(holder);
        design.groups.push_back(parent);
        Group child;
        child.kind = static_cast<GroupKind>(item);
        QCOMPARE(cp::ui::canHoldGroups(design, {0}, {child}), holds);
        QVERIFY(cp::ui::canHoldGroups(design, {}, {child}));   // the top level holds anything
        // Pasted inside, a group is laid out automatically there.
        if (holds) {
            child.x = 300;
            child.y = 200;
            Design fragment;
            fragment.groups.push_back(child);
            const auto added = pasteFragment(design, fragment, 40, 40, {0});
            QCOMPARE(added, std::vector<ElementRef>{ElementRef::group({0, 0})});
            QCOMPARE(design.groups[0].children[0].x, 0.0);
        }
    }

    void propertyEditsMergeIntoOneStep()
    {
        Document document(test::loadExample("dgx-superpod-h100-4su.json"), QString());
        const std::string before = test::json(document.design());
        for (const int count : {1, 12, 128})
            document.edit(QStringLiteral("count"), [&](Design& d) { setGroupCount(d, {0}, count); }, QStringLiteral("count:/0"));
        QCOMPARE(document.undoStack()->count(), 1);
        QCOMPARE(findGroup(document.design(), {0})->count, 128);
        document.closeMergeRun();
        document.edit(QStringLiteral("count"), [&](Design& d) { setGroupCount(d, {0}, 5); }, QStringLiteral("count:/0"));
        QCOMPARE(document.undoStack()->count(), 2);
        document.undoStack()->undo();
        document.undoStack()->undo();
        QCOMPARE(test::json(document.design()), before);
    }

    void unchangedEditPushesNothing()
    {
        Document document(test::loadExample("dgx-superpod-h100-4su.json"), QString());
        QVERIFY(!document.edit(QStringLiteral("nothing"), [](Design&) {}));
        QCOMPARE(document.undoStack()->count(), 0);
        QVERIFY(!document.isModified());
    }

    void typingBackToTheOriginalLeavesNothingToUndo()
    {
        Document document(test::loadExample("dgx-superpod-h100-4su.json"), QString());
        const int original = findGroup(document.design(), {0})->count;
        document.edit(QStringLiteral("count"), [&](Design& d) { setGroupCount(d, {0}, 9); }, QStringLiteral("k"));
        document.edit(QStringLiteral("count"), [&](Design& d) { setGroupCount(d, {0}, original); }, QStringLiteral("k"));
        QCOMPARE(document.undoStack()->count(), 0);
        QVERIFY(!document.isModified());
    }
};

QTEST_GUILESS_MAIN(TestUiCommands)
#include "tst_ui_commands.moc"
