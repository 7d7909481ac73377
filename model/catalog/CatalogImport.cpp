#include "catalog/CatalogImport.h"

#include "catalog/CatalogCsv.h"
#include "catalog/CatalogDatabase.h"
#include "catalog/CatalogError.h"
#include "catalog/CatalogText.h"
#include "catalog/CatalogValidator.h"
#include "catalog/CsvReader.h"
#include "catalog/UserCatalog.h"
#include "io/InputFile.h"

#include <cerrno>
#include <cstring>
#include <string>
#include <unordered_map>

#include <unistd.h>

namespace cp {
namespace {

// Every id of the catalog with its kind: to refuse an id another kind already uses, and to
// count replaced entries, in constant time per row.
std::unordered_map<std::string, CatalogKind> kindsOfIds(const Catalog& catalog)
{
    std::unordered_map<std::string, CatalogKind> kinds;
    forEachItemTable([&](const auto& table, auto member) {
        for (const auto& item : catalog.*member)
            kinds.try_emplace(item.id, *table.kind);
    });
    return kinds;
}

template <typename Item>
std::optional<std::string> referenceProblem(const Catalog& layered, const Item& item)
{
    if constexpr (requires { item.gpuId; }) {
        if (!layered.findGpu(item.gpuId)) {
            std::string message = "field 'gpu_id': value '" + quotedForMessage(item.gpuId) + "' is not a GPU in the catalog";
            const auto nearest = layered.nearestIds(CatalogKind::Gpu, item.gpuId, 1);
            if (!nearest.empty())
                message += " (did you mean '" + nearest.front() + "'?)";
            return message;
        }
    }
    return std::nullopt;
}

template <typename Item>
CsvImportResult importRows(CatalogDatabase& database, CsvReader& reader, std::uintmax_t totalBytes,
                           const Catalog& layered, const CsvImportOptions& options)
{
    const CatalogTable<Item>& table = catalogTable<Item>();
    const CatalogKind kind = *table.kind;
    const CsvRowReader<Item> rows(table, reader.header(), reader.fileName());
    const std::unordered_map<std::string, CatalogKind> existing = kindsOfIds(layered);
    std::unordered_map<std::string, std::size_t> rowOfId;
    CatalogDatabase::RowWriter<Item> writer(database);
    CsvImportResult result;
    result.kind = kind;
    auto report = [&] {
        if (options.progress)
            options.progress({reader.rows(), reader.bytesRead(), totalBytes});
    };
    while (std::optional<CsvRecord> record = reader.next()) {
        const std::string context = reader.rowContext();
        if (reader.rows() > options.limits.maxRows)
            throw CatalogError(context + ": more than " + std::to_string(options.limits.maxRows) +
                               " rows; one import takes at most that many (split the file)");
        if (reader.bytesRead() > options.limits.maxBytes)
            throw CatalogError(context + ": more than " + std::to_string(options.limits.maxBytes) +
                               " bytes read; the limit for one import");
        const Item item = rows.read(*record, context);
        const auto [first, inserted] = rowOfId.try_emplace(item.id, reader.rows());
        if (!inserted)
            throw CatalogError(context + ", field 'id': value '" + quotedForMessage(item.id) + "' duplicates row " +
                               std::to_string(first->second));
        if (const auto known = existing.find(item.id); known != existing.end()) {
            if (known->second != kind)
                throw CatalogError(context + ", field 'id': value '" + quotedForMessage(item.id) + "' is already the id of a " +
                                   std::string(toString(known->second)) + "; ids must be unique across the catalog");
            ++result.replaced;
        }
        if (const std::vector<std::string> problems = entryProblems(item); !problems.empty())
            throw CatalogError(context + ": " + problems.front());
        if (const auto problem = referenceProblem(layered, item))
            throw CatalogError(context + ", " + *problem);
        writer.put(item);
        if (options.progressEveryRows > 0 && reader.rows() % options.progressEveryRows == 0)
            report();
    }
    writer.commit();
    result.entries = reader.rows();
    report();
    return result;
}

template <typename Table>
struct TableItem;
template <typename Item>
struct TableItem<CatalogTable<Item>> {
    using type = Item;
};

struct OpenCsv {
    std::unique_ptr<InputFile> input;
    std::unique_ptr<CsvReader> reader;
    CatalogKind kind = CatalogKind::Gpu;
};

OpenCsv openCsv(const std::filesystem::path& csvFile, const CsvImportOptions& options)
{
    OpenCsv open;
    open.input = std::make_unique<InputFile>(csvFile);
    if (!open.input->ok())
        throw CatalogError("cannot read '" + csvFile.string() + "': " + open.input->problem());
    if (open.input->size() > options.limits.maxBytes)
        throw CatalogError(csvFile.string() + ": the file is " + std::to_string(open.input->size()) +
                           " bytes, more than the " + std::to_string(options.limits.maxBytes) +
                           " bytes one import takes (split the file)");
    open.reader = std::make_unique<CsvReader>(*open.input->stream(), csvFile.string());
    open.kind = options.kind ? *options.kind : detectCsvKind(csvFile, open.reader->header());
    return open;
}

CsvImportResult importOpen(CatalogDatabase& database, OpenCsv& csv, const Catalog& layered,
                           const CsvImportOptions& options)
{
    CsvImportResult result;
    visitItemTable(csv.kind, [&](const auto& table, auto) {
        using Item = typename TableItem<std::remove_cvref_t<decltype(table)>>::type;
        result = importRows<Item>(database, *csv.reader, csv.input->size(), layered, options);
    });
    return result;
}

// Removes a file (and SQLite's journal beside it) unless released.
class RemoveUnlessKept {
public:
    explicit RemoveUnlessKept(std::filesystem::path file) : file_(std::move(file)) {}
    ~RemoveUnlessKept()
    {
        if (keep_)
            return;
        ::unlink(file_.c_str());
        ::unlink((file_.string() + "-journal").c_str());
    }
    RemoveUnlessKept(const RemoveUnlessKept&) = delete;
    RemoveUnlessKept& operator=(const RemoveUnlessKept&) = delete;
    void keep() { keep_ = true; }

private:
    std::filesystem::path file_;
    bool keep_ = false;
};

}  // namespace

CsvImportResult importCatalogCsv(CatalogDatabase& database, const std::filesystem::path& csvFile,
                                 const Catalog& layered, const CsvImportOptions& options)
{
    OpenCsv csv = openCsv(csvFile, options);
    return importOpen(database, csv, layered, options);
}

CsvImportResult importCatalogCsv(const std::filesystem::path& userFile, const std::filesystem::path& csvFile,
                                 const Catalog& layered, const CsvImportOptions& options)
{
    OpenCsv csv = openCsv(csvFile, options);
    const PathProbe probe = probePath(userFile);
    if (!probe.problem.empty())
        throw CatalogError("user catalog: " + probe.problem);
    if (probe.exists) {
        if (!probe.isRegularFile)
            throw CatalogError("user catalog '" + userFile.string() + "' is not a regular file");
        CatalogDatabase database(userFile, CatalogDatabase::Access::ReadWrite);
        return importOpen(database, csv, layered, options);
    }

    if (userFile.has_parent_path()) {
        std::error_code error;
        std::filesystem::create_directories(userFile.parent_path(), error);
        if (error)
            throw CatalogError("cannot create the folder of the user catalog '" + userFile.string() + "': " +
                               error.message());
    }
    const std::filesystem::path building = userFile.string() + ".import-" + std::to_string(::getpid());
    ::unlink(building.c_str());   // a leftover of a killed import of the same process id
    RemoveUnlessKept temporary(building);
    CsvImportResult result;
    {
        CatalogDatabase database(building, CatalogDatabase::Access::CreateIfMissing);
        result = importOpen(database, csv, layered, options);
    }
    // link() puts the new catalog in place atomically and never over one that appeared meanwhile.
    if (::link(building.c_str(), userFile.c_str()) != 0) {
        const int error = errno;
        throw CatalogError("cannot put the new user catalog in place at '" + userFile.string() + "': " +
                           (error == EEXIST ? std::string("another program created it meanwhile; import again")
                                            : std::string(std::strerror(error))));
    }
    return result;
}

}  // namespace cp
