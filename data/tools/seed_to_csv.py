#!/usr/bin/env python3
"""One-off converter: ../shared/reference/catalog-seed.json (+ figures from
hardware-cost-anchors.md and reliability-inference-anchors.md) -> data/catalog/*.csv.

The CSV files are the source of truth once generated; edit them by hand afterwards. The build
never runs this script (catalog_builder reads the CSVs).

Usage: python3 data/tools/seed_to_csv.py SEED_JSON OUT_DIR
"""
import csv
import json
import re
import sys

PRICE = ["price_usd", "price_usd_low", "price_usd_high", "price_year", "price_estimate", "price_source"]
PROV = ["source", "year", "estimate", "notes"]

GPU_COLS = ["id", "vendor", "name", "release_year", "bf16_dense_tflops", "fp8_dense_tflops",
            "fp4_dense_tflops", "fp32_tflops", "tf32_dense_tflops", "memory_type", "hbm_gb", "hbm_tbps",
            "scaleup_link", "scaleup_unidir_gbytes_per_s", "scaleup_bidir_gbytes_per_s", "host_interface",
            "tdp_w"] + PRICE + PROV
NODE_COLS = ["id", "vendor", "name", "gpu_id", "gpu_count", "scaleup_domain_gpus", "cpu", "ram_gb",
             "local_nvme_tb", "scaleup_fabric", "compute_nics", "compute_nic_gbit_s", "compute_nic_description",
             "max_power_kw", "rack_units", "full_rack", "weight_kg"] + PRICE + PROV
SWITCH_COLS = ["id", "vendor", "name", "protocol", "ports", "port_gbit_s", "switching_tbit_s", "latency_ns",
               "power_w", "asic_power_w", "rack_units"] + PRICE + PROV
NIC_COLS = ["id", "name", "protocol", "ports", "max_port_gbit_s", "host_interface", "power_w"] + PRICE + PROV
OPTIC_COLS = ["id", "name", "medium", "speed_gbit_s", "power_w", "power_w_low", "power_w_high",
              "propagation_ns_per_m", "price_unit"] + PRICE + PROV
STORAGE_COLS = ["id", "vendor", "name", "category", "capacity_tb", "read_gbytes_per_s", "write_gbytes_per_s",
                "read_gbytes_per_s_per_gpu", "read_gbytes_per_s_per_node", "checkpoint_bytes_per_param",
                "usd_per_gb_month", "capex_share_pct_low", "capex_share_pct_high", "power_w",
                "rack_units"] + PRICE + PROV
FACILITY_COLS = ["id", "metric", "value", "low", "high", "unit", "scope"] + PROV
CLOUD_COLS = ["id", "provider", "instance", "gpu_id", "gpus", "term", "usd_per_gpu_hr", "usd_per_instance_hr",
              "region", "observed"] + PROV
FAILURE_COLS = ["id", "component", "category", "per_unit", "interruptions", "unit_count", "observation_hours",
                "failures_per_million_hours"] + PROV


def fmt(value):
    if value is None:
        return ""
    if isinstance(value, bool):
        return "1" if value else "0"
    if isinstance(value, float):
        text = repr(round(value, 10))
        return text[:-2] if text.endswith(".0") else text
    return str(value)


def write(path, columns, rows):
    with open(path, "w", newline="", encoding="utf-8") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(columns)
        for row in rows:
            unknown = set(row) - set(columns)
            if unknown:
                raise SystemExit(f"{path}: unknown columns {unknown} in {row.get('id')}")
            w.writerow([fmt(row.get(c)) for c in columns])


def join_notes(*parts):
    return " ".join(p for p in parts if p)


def price_of(e):
    return {
        "price_usd": e.get("price_usd"),
        "price_usd_low": e.get("price_usd_low"),
        "price_usd_high": e.get("price_usd_high"),
        "price_year": e.get("price_year") if (e.get("price_usd") or e.get("price_usd_low")) else None,
        "price_estimate": e.get("price_is_estimate") if (e.get("price_usd") or e.get("price_usd_low")) else None,
        "price_source": e.get("price_source") if (e.get("price_usd") or e.get("price_usd_low")) else None,
    }


def derived_note(e):
    notes = []
    if e.get("derived"):
        notes.append("Derived by the research session from cited numbers (see source).")
    if e.get("derived_fields"):
        notes.append("Derived fields: " + ", ".join(e["derived_fields"]) + ".")
    if e.get("estimate_fields"):
        notes.append("Estimated fields: " + ", ".join(e["estimate_fields"]) + ".")
    return " ".join(notes)


def gpus(seed):
    rows = []
    for e in seed["gpus"]:
        extra = []
        if e.get("bf16_sparse_tflops"):
            extra.append(f"BF16 with 2:4 sparsity {fmt(e['bf16_sparse_tflops'])} TFLOP/s (not used: dense only).")
        if e.get("fp8_sparse_tflops"):
            extra.append(f"FP8 with sparsity {fmt(e['fp8_sparse_tflops'])} TFLOP/s.")
        if e.get("hbm_gb_physical"):
            extra.append(f"{fmt(e['hbm_gb_physical'])} GB physical HBM.")
        if e.get("tdp_w_peak"):
            extra.append(f"Peak power {fmt(e['tdp_w_peak'])} W.")
        if e.get("tdp_w_liquid"):
            extra.append(f"Liquid-cooled SKU {fmt(e['tdp_w_liquid'])} W.")
        if e.get("fp32_matrix_tflops"):
            extra.append(f"FP32 matrix {fmt(e['fp32_matrix_tflops'])} TFLOP/s.")
        if e.get("bf16_vector_tflops"):
            extra.append(f"BF16 vector {fmt(e['bf16_vector_tflops'])} TFLOP/s.")
        unidir = e.get("scaleup_unidir_gbytes_per_s")
        bidir = e.get("scaleup_bidir_gbytes_per_s")
        estimate = bool(e.get("estimate_fields"))
        if unidir is None and e.get("scaleup_unidir_gbytes_per_s_per_link"):
            # MI250X: the seed only gives the per-link rate; see MI250X_SCALEUP below.
            unidir, bidir, link_note, link_source = MI250X_SCALEUP
            extra.append(link_note)
            e = dict(e, source=e["source"] + "; " + link_source)
            estimate = True
        row = {
            "id": e["id"], "vendor": e["vendor"], "name": e["name"], "release_year": e.get("release_year"),
            "bf16_dense_tflops": e["bf16_dense_tflops"], "fp8_dense_tflops": e.get("fp8_dense_tflops"),
            "fp4_dense_tflops": e.get("fp4_dense_tflops"), "fp32_tflops": e.get("fp32_tflops"),
            "tf32_dense_tflops": e.get("tf32_dense_tflops"), "memory_type": e["memory_type"],
            "hbm_gb": e["hbm_gb"], "hbm_tbps": e["hbm_tbps"], "scaleup_link": e["scaleup_link"],
            "scaleup_unidir_gbytes_per_s": unidir, "scaleup_bidir_gbytes_per_s": bidir,
            "host_interface": e.get("host_interface"), "tdp_w": e["tdp_w"],
            "source": e["source"], "year": e["year"], "estimate": estimate,
            "notes": join_notes(e.get("notes"), " ".join(extra), derived_note(e)),
        }
        row.update(price_of(e))
        rows.append(row)
    return rows


# MI250X per-OAM scale-up. The seed has only 50 GB/s per link per direction. AMD's CDNA 2 white
# paper gives 8 Infinity Fabric links per MI250X OAM (800 GB/s peak aggregate, i.e. counting both
# directions: 8 x 100 GB/s); of these, 4 join the two GCDs inside the package.
MI250X_SCALEUP = (
    200, 400,
    "Per-OAM external Infinity Fabric assumed 4 links x 50 GB/s per direction (8 links per OAM, 4 of them "
    "join the two GCDs inside the package); per-GCD visible bandwidth is lower and platform-dependent.",
    "AMD 'Introducing AMD CDNA 2 Architecture' white paper (amd.com, 2021; 8 Infinity Fabric links per MI250X)",
)


def nodes(seed):
    nics = {
        "dgx_a100_320gb": (8, 200),
        "dgx_h100": (8, 400),
        "hgx_h100_8gpu_server": (8, 400),
        "azure_nd_h100_v5": (8, 400),
        "dgx_b200": (8, 400),
        "gb200_nvl72_rack": (72, 400),
        "amd_mi300x_8gpu_platform": (0, 0),
    }
    rows = []
    for e in seed["nodes"]:
        extra = []
        for key in ("psu", "os_nvme", "storage_inband_nics", "frontend_nic", "host_link"):
            if e.get(key):
                extra.append(f"{key.replace('_', ' ')}: {e[key]}.")
        if e.get("baseboard_only_price_usd"):
            extra.append(f"HGX baseboard alone ${fmt(e['baseboard_only_price_usd'])} ({e['baseboard_price_year']}).")
        if e.get("ram_gb_max"):
            extra.append(f"RAM up to {fmt(e['ram_gb_max'])} GB.")
        if e["id"] == "gb200_nvl72_rack":
            extra.append("18 compute trays x 4 GPUs (5.4 kW max each), 9 NVLink switch trays, 13.4 TB HBM, "
                         "130 TB/s NVLink aggregate. compute_nics = 18 trays x 4 ConnectX-7.")
        if e["id"] == "hgx_h100_8gpu_server":
            extra.append("Compute NICs: typically 8 x 400G (hardware-cost-anchors.md section 2; Cheah's $310k node "
                         "price includes 8 x 400G IB cards); max power, RAM and rack units are OEM-specific.")
        if e["id"] == "amd_mi300x_8gpu_platform":
            extra.append("Compute NICs are an OEM choice (not in the sources).")
        count, gbps = nics[e["id"]]
        row = {
            "id": e["id"], "vendor": e["vendor"], "name": e["name"], "gpu_id": e["gpu_id"],
            "gpu_count": e["gpu_count"],
            "scaleup_domain_gpus": 72 if e["id"] == "gb200_nvl72_rack" else 8,
            "cpu": e.get("cpu"), "ram_gb": e.get("ram_gb"), "local_nvme_tb": e.get("local_nvme_tb"),
            "scaleup_fabric": e.get("scaleup"),
            "compute_nics": count, "compute_nic_gbit_s": gbps, "compute_nic_description": e.get("compute_nics"),
            "max_power_kw": e.get("max_power_kw"), "rack_units": e.get("rack_units"),
            "full_rack": e["id"] == "gb200_nvl72_rack", "weight_kg": e.get("weight_kg"),
            "source": e["source"], "year": e["year"], "estimate": False,
            "notes": join_notes(e.get("notes"), " ".join(extra), derived_note(e)),
        }
        row.update(price_of(e))
        rows.append(row)
    return rows


def switches(seed):
    rows = []
    for e in seed["switches"]:
        extra = []
        for key in ("breakout", "alt_configs"):
            if e.get(key):
                extra.append(f"{key.replace('_', ' ')}: {e[key]}.")
        if e.get("price_usd_nvidia_branded"):
            extra.append(f"NVIDIA-branded ~${fmt(e['price_usd_nvidia_branded'])}; price_usd is the FS.com variant.")
        if e.get("mpps"):
            extra.append(f"{fmt(e['mpps'])} Mpps.")
        row = {
            "id": e["id"], "vendor": e["vendor"], "name": e["name"], "protocol": e["protocol"],
            "ports": e.get("ports"), "port_gbit_s": e.get("port_speed_gbit_s"),
            "switching_tbit_s": e.get("switching_tbit_s"), "latency_ns": e.get("latency_ns"),
            "power_w": e.get("power_w"), "asic_power_w": e.get("asic_power_w"), "rack_units": e.get("rack_units"),
            "source": e["source"], "year": e["year"], "estimate": bool(e.get("asic_power_is_estimate")),
            "notes": join_notes(e.get("notes"), " ".join(extra)),
        }
        if e["id"] == "nvidia_nvlink_switch_tray_gb200":
            # 72 GPUs x 18 NVLink-5 links = 1,296 links over 18 switch chips = 72 ports per chip,
            # 144 per tray; 144 x 50 GB/s per direction = 7.2 TB/s, the tray figure in the source.
            row.update({"ports": 144, "port_gbit_s": 400, "switching_tbit_s": 57.6,
                        "notes": "Derived: 72 GPUs x 18 NVLink-5 links / 18 switch chips = 72 ports per chip, "
                                 "144 per tray (2 chips); each link 50 GB/s per direction (400 Gb/s); "
                                 "144 x 50 GB/s = 7.2 TB/s per tray = 57.6 Tb/s. 9 trays per NVL72 rack; "
                                 "priced inside the rack."})
        if e["id"] == "broadcom_tomahawk5":
            row["rack_units"] = 2
            row["notes"] = join_notes(row["notes"], "rack_units: 2U typical box (hardware-cost-anchors.md 3a). "
                                      "asic_power_w is an estimate (chipcraft.tech 450 W typical).")
        row.update(price_of(e))
        rows.append(row)
    return rows


def nics(seed):
    ports = {"nvidia_connectx7": 1, "nvidia_bluefield3": 2, "intel_gaudi3_integrated": 24}
    rows = []
    for e in seed["nics"]:
        row = {
            "id": e["id"], "name": e["name"], "protocol": e["protocol"], "ports": ports.get(e["id"]),
            "max_port_gbit_s": e["max_port_gbit_s"], "host_interface": e.get("host"),
            "power_w": e.get("power_w"),
            "source": e["source"], "year": e["year"], "estimate": False,
            "notes": join_notes(e.get("notes"), "NIC price and power were not found in the sources read "
                                "(hardware-cost-anchors.md 3b)." if e["id"] != "intel_gaudi3_integrated" else ""),
        }
        if e["id"] == "nvidia_connectx7":
            row["notes"] = join_notes(row["notes"], "ports: single-port OSFP variant used per GPU in DGX H100/B200.")
        row.update(price_of(e))
        rows.append(row)
    return rows


def optics(seed):
    medium = {"dac_passive": "dac", "aoc_hdr": "aoc", "ib_cabling_per_node_2tier": "cabling_bundle"}
    speed = {"dac_passive": 400, "aoc_hdr": 200, "ib_cabling_per_node_2tier": 400}
    unit = {"aoc_hdr": "port", "ib_cabling_per_node_2tier": "node (8 x 400G ports, 2-tier fabric)"}
    rows = []
    for e in seed["optics"]:
        row = {
            "id": e["id"], "name": e["name"], "medium": medium.get(e["id"], "transceiver"),
            "speed_gbit_s": e.get("speed_gbit_s", speed.get(e["id"])), "power_w": e.get("power_w"),
            "power_w_low": e.get("power_w_low"), "power_w_high": e.get("power_w_high"),
            "propagation_ns_per_m": e.get("propagation_ns_per_m"), "price_unit": unit.get(e["id"], "each"),
            "source": e["source"], "year": e["year"], "estimate": bool(e.get("price_is_estimate")),
            "notes": join_notes(derived_note(e)),
        }
        row.update(price_of(e))
        if row["price_usd"] is None and row["price_usd_low"] is not None:
            row["price_source"] = e["source"]
        if e["id"] == "lpo_800g":
            row["notes"] = join_notes(row["notes"], "Power lower than DSP optics (no DSP); not quantified in the source.")
        rows.append(row)
    return rows


def storage(seed):
    rows = []
    for e in seed["storage"]:
        base = {"id": e["id"], "vendor": e.get("vendor"), "name": e["name"], "source": e["source"],
                "year": e["year"], "estimate": bool(e.get("price_is_estimate")), "notes": e.get("notes")}
        i = e["id"]
        if i == "ddn_ai400x2_turbo":
            base.update(category="appliance", read_gbytes_per_s=80, write_gbytes_per_s=80,
                        read_gbytes_per_s_per_gpu=e["design_rule_gbytes_per_s_per_gpu"],
                        notes=join_notes(e["notes"], "read/write = per appliance into one DGX B200; "
                                         "read_gbytes_per_s_per_gpu is DDN's minimum design rule; multiple "
                                         "appliances saturate ~100 GB/s per DGX B200."))
        elif i == "superpod_h100_storage_fabric":
            base.update(category="design_rule", read_gbytes_per_s_per_node=e["per_node_read_gbytes_per_s"])
        elif i == "meta_rsc_storage":
            base.update(category="site", capacity_tb=e["capacity_pb"] * 1000, read_gbytes_per_s=e["target_gbytes_per_s"],
                        notes=join_notes(e["components"] + ".", "read_gbytes_per_s is the 16 TB/s design target.",
                                         derived_note(e)))
        elif i == "checkpoint_rule":
            base.update(category="design_rule", checkpoint_bytes_per_param=e["bytes_per_param"],
                        notes="Mixed-precision Adam: weights + grads + optimizer state. Persistent checkpoints are "
                              "often smaller (BLOOM 14 B/param, OPT-175B ~9.6 B/param; reliability-inference-anchors.md A10).")
        elif i == "vast_checkpoint_demand":
            base.update(category="measurement", write_gbytes_per_s=e["global_checkpoint_gbytes_per_s_upper"],
                        notes="Upper bound of aggregate checkpoint write demand: 'typically well below 1 TB/s'.")
        elif i == "coreweave_storage_prices":
            base.update(category="price_reference", usd_per_gb_month=e["distributed_file_usd_per_gb_month"],
                        name="CoreWeave distributed file storage")
            rows.append(base)
            for tier in ("hot", "warm", "cold"):
                rows.append({"id": f"coreweave_object_storage_{tier}", "vendor": "CoreWeave",
                             "name": f"CoreWeave object storage ({tier})", "category": "price_reference",
                             "usd_per_gb_month": e[f"object_{tier}_usd_per_gb_month"], "source": e["source"],
                             "year": e["year"], "estimate": False})
            continue
        elif i == "storage_capex_share":
            base.update(category="design_rule", capex_share_pct_low=e["capex_share_pct_low"],
                        capex_share_pct_high=e["capex_share_pct_high"],
                        notes=f"About {fmt(e['pb_per_rack'])} PB and ${fmt(e['hardware_usd_per_rack'])} of storage "
                              "hardware per GB200 rack (estimate).")
        else:
            raise SystemExit("unhandled storage entry " + i)
        rows.append(base)
    return rows


def facility(seed):
    units = {"pue": "ratio", "electricity_usd_per_kwh": "USD/kWh", "construction_usd_per_mw_critical": "USD/MW",
             "construction_usd_per_mw": "USD/MW", "colocation_usd_per_kw_month": "USD/(kW*month)",
             "server_life_years": "years", "it_life_years": "years", "facility_life_years": "years",
             "server_kw_per_gpu": "kW", "non_gpu_server_w_per_gpu": "W", "cluster_overhead_pct": "%",
             "avg_server_power_fraction_of_tdp": "fraction", "rack_kw": "kW", "su_mw": "MW",
             "critical_it_kw_per_gpu": "kW", "facility_kw_per_gpu": "kW", "server_to_gpu_price_ratio": "ratio",
             "cluster_interconnect_cost_fraction": "fraction"}
    rows = []

    def add(row):
        row["unit"] = units[row["metric"]]
        rows.append(row)

    for e in seed["facility"]:
        metric = e["metric"].lower()
        base = {"id": e["id"], "metric": metric, "value": e.get("value"), "low": e.get("low"), "high": e.get("high"),
                "scope": e.get("scope"), "source": e["source"], "year": e["year"],
                "estimate": False, "notes": join_notes(derived_note(e))}
        if e["id"] == "pue_model_defaults_epoch":
            add(dict(base, value=e["value_hyperscaler"], scope="hyperscaler"))
            add(dict(base, id="pue_model_defaults_epoch_other", value=e["value_other"], scope="other (non-hyperscaler)"))
        elif e["id"] == "depr_epoch_dc_model":
            add(dict(base, metric="it_life_years", value=e["value_it"]))
            add(dict(base, id="depr_epoch_dc_model_facility", metric="facility_life_years", value=e["value_facility"]))
        elif e["id"] == "depr_epoch_model":
            add(dict(base, notes="History: " + e["history"] + "."))
        elif e["id"] == "power_semianalysis_h100":
            add(base)
            add(dict(base, id="power_semianalysis_cluster_overhead", metric="cluster_overhead_pct",
                     value=e["extra_cluster_overhead_pct"], scope="storage, switches, optics on top of servers"))
        elif e["id"] == "power_avg_fraction_epoch":
            add(dict(base, low=0.5, high=1.0, notes="Confidence interval 0.5-1.0 per the source."))
        else:
            add(base)
    anchors = "hardware-cost-anchors.md"
    add({"id": "rack_density_gb200_nvl72", "metric": "rack_kw", "value": 120, "low": 120, "high": 132,
         "scope": "GB200 NVL72 rack (GB300 power shelves 132 kW)",
         "source": "ServeTheHome via nybreaking.com / sg.news.yahoo.com (120 kW); introl.com citing Supermicro "
                   "(132 kW GB300 NVL72 power shelves); " + anchors + " section 5a",
         "year": 2025, "estimate": False})
    add({"id": "power_critical_it_h100_semianalysis", "metric": "critical_it_kw_per_gpu", "value": 1.5,
         "scope": "H100 cluster critical IT incl. network and storage",
         "source": "SemiAnalysis '100,000 H100 Clusters' (Jun 2024), summary at apetops-us.com: 150 MW critical IT "
                   "for 100k H100 (derived 150 MW / 100k)", "year": 2024, "estimate": False,
         "notes": "Derived by the research session."})
    add({"id": "power_facility_h100_colossus", "metric": "facility_kw_per_gpu", "value": 1.81,
         "scope": "xAI Colossus 1 (100k H100), facility incl. cooling",
         "source": "epoch-research/ai-chip-counts: data_inputs/xai_datacenter_timelines.csv (181 MW / 100k H100)",
         "year": 2024, "estimate": False, "notes": "Derived by the research session."})
    add({"id": "server_price_ratio_epoch_h100", "metric": "server_to_gpu_price_ratio", "value": 1.64,
         "scope": "H100-era server cost per GPU / GPU price (A100 era: 1.66)",
         "source": "epoch-research/training-cost-trends: hardware.py get_server_cost_overhead()", "year": 2024,
         "estimate": False})
    add({"id": "cluster_interconnect_fraction_epoch", "metric": "cluster_interconnect_cost_fraction", "value": 0.19,
         "scope": "share of cluster hardware cost",
         "source": "epoch-research/training-cost-trends: training_cost_trends/constants.py "
                   "CLUSTER_INTERCONNECT_COST_FRACTION", "year": 2024, "estimate": False})
    return rows


def slug(text):
    return re.sub(r"_+", "_", re.sub(r"[^a-z0-9]+", "_", text.lower())).strip("_")


def cloud(seed):
    rows = []
    seen = set()

    def add(e, term, usd, instance_usd=None, instance=None, extra_note="", source=None, estimate=None):
        instance = instance or e["instance"]
        term_part = "" if slug(instance).endswith(slug(term)) else term
        ident = slug(f"{e['provider']}_{instance}_{term_part}_{e['year']}")
        if ident in seen:
            raise SystemExit("duplicate cloud id " + ident)
        seen.add(ident)
        rows.append({"id": ident, "provider": e["provider"], "instance": instance, "gpu_id": e["gpu_id"],
                     "gpus": e.get("gpus"), "term": term, "usd_per_gpu_hr": usd, "usd_per_instance_hr": instance_usd,
                     "region": e.get("region"), "observed": e.get("date"), "source": source or e["source"],
                     "year": e["year"], "estimate": bool(e.get("price_is_estimate")) if estimate is None else estimate,
                     "notes": join_notes(e.get("notes"), extra_note, derived_note(e))})

    for e in seed["cloud_prices"]:
        if e["source"].startswith("rmmartins.com"):
            # Same instance and year as the datareceipts row; this one is a third-party estimate.
            e = dict(e, instance=e["instance"] + " (third-party estimate)")
        if e["instance"] == "a3-highgpu-1g (H100) on-demand-equivalent / spot":
            e = dict(e, instance="a3-highgpu-1g (H100)",
                     notes="On-demand price is the on-demand-equivalent of GPU + 26 vCPU + 234 GiB.")
        term = e["term"]
        if term.startswith("on-demand") or term == "on-demand":
            add(e, "on-demand", e["usd_per_gpu_hr"], e.get("usd_per_instance_hr"))
            if e.get("usd_per_gpu_hr_1yr"):
                add(e, "1yr", e["usd_per_gpu_hr_1yr"])
            if e.get("usd_per_gpu_hr_3yr"):
                add(e, "3yr", e["usd_per_gpu_hr_3yr"])
            if e.get("usd_per_gpu_hr_spot"):
                add(e, "spot", e["usd_per_gpu_hr_spot"])
            if e.get("usd_per_instance_hr_spot"):
                add(e, "spot", e["usd_per_instance_hr_spot"] / e["gpus"], e["usd_per_instance_hr_spot"],
                    extra_note="Spot $/GPU-hr derived = instance price / GPUs.")
        elif term.startswith("capacity block"):
            add(e, "capacity-block", e["usd_per_gpu_hr"], e.get("usd_per_instance_hr"))
        elif term == "reserved":
            add(e, "reserved", e["usd_per_gpu_hr"])
        elif term == "1-yr contract":
            add(e, "1yr", e["usd_per_gpu_hr"])
            add(e, "1yr", e["usd_per_gpu_hr_cycle_low"], instance=e["instance"] + " cycle low",
                extra_note="Cycle low of the index (Oct 2025).")
        else:
            raise SystemExit("unhandled cloud term " + term)
        if e["provider"] == "Hyperstack (NexGen Cloud)":
            other = {"H200 SXM": "nvidia_h200_sxm_141gb", "H100 SXM": "nvidia_h100_sxm5_80gb"}
            for name, gpu in other.items():
                add(dict(e, gpu_id=gpu), "on-demand", e["other_gpus_usd_per_gpu_hr"][name],
                    instance=f"per-GPU on-demand {name}")
        if e["provider"] == "market (neocloud)" and e["instance"] == "B200":
            add(dict(e, gpu_id="nvidia_h200_sxm_141gb", notes="Spheron is a marketplace; treat as indicative."),
                "on-demand", 4.54, instance="H200")
        if e["provider"] == "AWS" and e["instance"] == "p5.48xlarge (after June-2025 cut)":
            for inst, gpu, hourly, per_gpu in (("p4d.24xlarge", "nvidia_a100_sxm4_40gb", 21.96, 2.74),
                                               ("p4de.24xlarge", "nvidia_a100_sxm4_80gb", 27.45, 3.43)):
                add(dict(e, gpu_id=gpu, notes=None), "on-demand", per_gpu, hourly, instance=inst)
    return rows


LLAMA3_SOURCE = ("Llama Team, 'The Llama 3 Herd of Models' (arXiv 2407.21783) section 3.3.4, Table 5: 419 unexpected "
                 "interruptions in a 54-day snapshot of 405B pre-training on 16,384 H100 (2,048 servers); quoted via "
                 "glennklockwood.com/garden/component-reliability, DataCenterDynamics; reliability-inference-anchors.md A1")
LLAMA3_HOURS = 54 * 24
LLAMA3_GPUS = 16384
LLAMA3_NODES = 2048
# (id suffix, component, category, count, per_unit, printed percent)
LLAMA3_TABLE5 = [
    ("faulty_gpu", "Faulty GPU", "gpu", 148, "gpu", 30.1),
    ("gpu_hbm3", "GPU HBM3 memory", "gpu", 72, "gpu", 17.2),
    ("software_bug", "Software bug", "dependency", 54, "node", 12.9),
    ("network_switch_cable", "Network switch/cable", "network", 35, "node", 8.4),
    ("host_maintenance", "Host maintenance (unplanned)", "unplanned_maintenance", 32, "node", 7.6),
    ("gpu_sram", "GPU SRAM memory", "gpu", 19, "gpu", 4.5),
    ("gpu_system_processor", "GPU system processor", "gpu", 17, "gpu", 4.1),
    ("nic", "NIC", "host", 7, "node", 1.7),
    ("nccl_watchdog", "NCCL watchdog timeouts", "unknown", 7, "node", 1.7),
    ("silent_data_corruption", "Silent data corruption", "gpu", 6, "gpu", 1.4),
    ("gpu_thermal", "GPU thermal interface + sensor", "gpu", 6, "gpu", 1.4),
    ("ssd", "SSD", "host", 3, "node", 0.7),
    ("power_supply", "Power supply", "host", 3, "node", 0.7),
    ("server_chassis", "Server chassis", "host", 2, "node", 0.5),
    ("io_expansion_board", "IO expansion board", "host", 2, "node", 0.5),
    ("dependency", "Dependency", "dependency", 2, "node", 0.5),
    ("cpu", "CPU", "host", 2, "node", 0.5),
    ("system_memory", "System memory", "host", 2, "node", 0.5),
]


def failure_rates():
    rows = []
    assert sum(r[3] for r in LLAMA3_TABLE5) == 419
    for suffix, component, category, count, unit, pct in LLAMA3_TABLE5:
        units = LLAMA3_GPUS if unit == "gpu" else LLAMA3_NODES
        note = f"Table 5 prints {pct}% of unexpected interruptions."
        if suffix == "faulty_gpu":
            note += (" Inconsistent in the paper: 148/419 = 35.3%; 30.1% (and the 58.7% GPU share) imply ~126. "
                     "Count kept as printed.")
        rows.append({"id": "llama3_" + suffix, "component": component, "category": category, "per_unit": unit,
                     "interruptions": count, "unit_count": units, "observation_hours": LLAMA3_HOURS,
                     "failures_per_million_hours": count / (units * LLAMA3_HOURS) * 1e6,
                     "source": LLAMA3_SOURCE, "year": 2024, "estimate": False,
                     "notes": note + " Interruptions of the training job, not replacement AFR. Rate derived = "
                                     "interruptions / (units x hours)."})
    rows.append({"id": "llama3_all_unexpected", "component": "All unexpected interruptions", "category": "all",
                 "per_unit": "node", "interruptions": 419, "unit_count": LLAMA3_NODES,
                 "observation_hours": LLAMA3_HOURS, "failures_per_million_hours": 419 / (LLAMA3_NODES * LLAMA3_HOURS) * 1e6,
                 "source": LLAMA3_SOURCE, "year": 2024, "estimate": False,
                 "notes": "3.79 per 1,000 node-days; mean time between unexpected interruptions 3.09 h "
                          "(2.78 h counting the 47 planned ones too). About 78% hardware."})
    gpu_count = sum(r[3] for r in LLAMA3_TABLE5 if r[2] == "gpu")
    rows.append({"id": "llama3_gpu_category", "component": "All GPU-category interruptions", "category": "gpu",
                 "per_unit": "gpu", "interruptions": gpu_count, "unit_count": LLAMA3_GPUS,
                 "observation_hours": LLAMA3_HOURS,
                 "failures_per_million_hours": gpu_count / (LLAMA3_GPUS * LLAMA3_HOURS) * 1e6,
                 "source": LLAMA3_SOURCE, "year": 2024, "estimate": False,
                 "notes": "Sum of the six GPU rows = 268 (64.0%); the paper's text says 58.7% (~246). "
                          "About 0.11 interruptions per GPU-year."})
    kokolis = ("Kokolis et al., 'Revisiting Reliability in Large-Scale ML Research Clusters' (FAIR at Meta, HPCA 2025, "
               "arXiv 2410.21680), node failure rate r_f over jobs with >128 GPUs, 11 months; "
               "reliability-inference-anchors.md A2 (secondary summaries)")
    for ident, cluster, per_1000_node_days in (("meta_rsc1_node", "RSC-1 (16k A100)", 6.50),
                                               ("meta_rsc2_node", "RSC-2 (8k A100)", 2.34)):
        rows.append({"id": ident, "component": f"Node failure, {cluster}", "category": "all", "per_unit": "node",
                     "failures_per_million_hours": per_1000_node_days / 1000 / 24 * 1e6, "source": kokolis,
                     "year": 2025, "estimate": False,
                     "notes": f"{per_1000_node_days} failures per 1,000 node-days (8-GPU DGX A100 nodes). "
                              "Job MTTF model: (N_nodes x r_f)^-1. Read in secondary summaries [S]."})
    rows.append({"id": "opt175b_node", "component": "Node failure, OPT-175B run (~128 nodes A100)", "category": "all",
                 "per_unit": "node", "failures_per_million_hours": 1.6e-2 / 24 * 1e6,
                 "source": "facebookresearch/metaseq: projects/OPT/chronicles/*.md ('about 2 machines went down every "
                           "day'); reliability-inference-anchors.md A3", "year": 2022, "estimate": True,
                 "notes": "Derived ~1.6e-2 per node-day (2 per day over ~128 nodes)."})
    rows.append({"id": "bloom176b_node", "component": "GPU death, BLOOM-176B run (48 nodes A100)", "category": "gpu",
                 "per_unit": "node", "failures_per_million_hours": 3e-3 / 24 * 1e6,
                 "source": "bigscience-workshop/bigscience: train/tr11-176B-ml/README.md, chronicles.md ('every week "
                           "or so ... one of the gpus dies'); reliability-inference-anchors.md A4", "year": 2022,
                 "estimate": True, "notes": "Derived ~3e-3 per node-day (1 per week over 48 nodes)."})
    return rows


def main():
    seed_path, out = sys.argv[1], sys.argv[2]
    seed = json.load(open(seed_path, encoding="utf-8"))
    write(f"{out}/gpus.csv", GPU_COLS, gpus(seed))
    write(f"{out}/nodes.csv", NODE_COLS, nodes(seed))
    write(f"{out}/switches.csv", SWITCH_COLS, switches(seed))
    write(f"{out}/nics.csv", NIC_COLS, nics(seed))
    write(f"{out}/optics.csv", OPTIC_COLS, optics(seed))
    write(f"{out}/storage.csv", STORAGE_COLS, storage(seed))
    write(f"{out}/facilities.csv", FACILITY_COLS, facility(seed))
    write(f"{out}/cloud_offers.csv", CLOUD_COLS, cloud(seed))
    write(f"{out}/failure_rates.csv", FAILURE_COLS, failure_rates())


if __name__ == "__main__":
    main()
