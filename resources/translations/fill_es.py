#!/usr/bin/env python3
"""Fill the Spanish translations of clusterplanner_es.ts from the es_part*.py dictionaries.

Workflow when strings change: run lupdate (cmake --build build --target update_translations),
add the new English sources with their Spanish to an es_part*.py file, then run this script.
It marks every message it can translate as finished and lists those it cannot.
"""
import glob
import importlib.util
import os
import sys
import xml.etree.ElementTree as ET

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from ts_file import set_plural_forms, write_ts  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))


def load_dictionaries():
    singular, plural = {}, {}
    for path in sorted(glob.glob(os.path.join(HERE, "es_part*.py"))):
        spec = importlib.util.spec_from_file_location(os.path.basename(path)[:-3], path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        singular.update(getattr(module, "ES", {}))
        plural.update(getattr(module, "NUMERUS", {}))
    return singular, plural


def main():
    ts_path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "clusterplanner_es.ts")
    singular, plural = load_dictionaries()
    tree = ET.parse(ts_path)
    missing = []
    for context in tree.getroot().iter("context"):
        context_name = context.findtext("name")
        for message in context.iter("message"):
            source = message.findtext("source")
            translation = message.find("translation")
            if translation.get("type") in ("vanished", "obsolete"):
                continue
            if message.get("numerus") == "yes":
                forms = plural.get(source)
                if forms is None:
                    missing.append((context_name, source))
                    continue
                set_plural_forms(translation, forms)
                continue
            else:
                text = singular.get(source)
                if text is None:
                    missing.append((context_name, source))
                    continue
                translation.text = text
            translation.attrib.pop("type", None)
    write_ts(tree, ts_path)
    for context_name, source in missing:
        print(f"untranslated: {context_name}: {source!r}")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
