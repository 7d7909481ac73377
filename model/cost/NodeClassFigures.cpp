#include "cost/NodeClassFigures.h"

namespace cp {

std::shared_ptr<const NodeClassFigures> NodeClassFiguresReuse::of(const NodeClass& nodeClass, const Catalog& catalog,
                                                                  const CatalogOverrides& overrides,
                                                                  const std::function<NodeClassFigures()>& gather)
{
    Key key{nodeClass.platform, nodeClass.gpu, nodeClass.gpusPerNode, nodeClass.rackSystem, nodeClass.path};
    {
        const std::lock_guard lock(mutex_);
        if (!overrides_) {
            catalog_ = &catalog;
            overrides_ = overrides;
        }
        if (catalog_ != &catalog || *overrides_ != overrides)
            return std::make_shared<const NodeClassFigures>(gather());
        if (const auto known = figures_.find(key); known != figures_.end())
            return known->second;
    }
    // Gathered outside the lock; two threads may gather the same class, the first kept wins.
    auto gathered = std::make_shared<const NodeClassFigures>(gather());
    const std::lock_guard lock(mutex_);
    return figures_.emplace(std::move(key), std::move(gathered)).first->second;
}

}  // namespace cp
