#!/usr/bin/env python3
"""Fill the English plural forms of clusterplanner_en.ts (the only English translations there are).

The sources are English already; only a message with a count (%n) needs its singular and plural
written out, so that the interface says "1 run" and "9 runs", never "9 run(s)". Run after
`cmake --build build --target update_translations`:
    python3 resources/translations/fill_en.py
Every other message stays unfinished, which lrelease leaves out: the source text is shown.
"""
import os
import re
import sys
import xml.etree.ElementTree as ET

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from ts_file import set_plural_forms, write_ts  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))

# Counts whose verb or pronoun agrees with them.
AGREEING = {
    "%n GPU type(s) are not in the catalog: choose what they are under Catalog Matches.":
        ["%n GPU type is not in the catalog: choose what it is under Catalog Matches.",
         "%n GPU types are not in the catalog: choose what they are under Catalog Matches."],
    "%n name(s) match the catalog only approximately: see Catalog Matches.":
        ["%n name matches the catalog only approximately: see Catalog Matches.",
         "%n names match the catalog only approximately: see Catalog Matches."],
}
# Sources written in the plural: their singular noun.
SINGULAR_NOUNS = {"groups": "group", "items": "item", "elements": "element", "entries": "entry"}


def english_forms(source):
    if source in AGREEING:
        return AGREEING[source]
    if "(s)" in source:
        return [source.replace("(s)", ""), source.replace("(s)", "s")]
    singular = source
    for plural, noun in SINGULAR_NOUNS.items():
        singular = re.sub(r"%n " + plural + r"\b", "%n " + noun, singular)
    return [singular, source] if singular != source else None


def main():
    ts_path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "clusterplanner_en.ts")
    tree = ET.parse(ts_path)
    missing = []
    for context in tree.getroot().iter("context"):
        for message in context.iter("message"):
            if message.get("numerus") != "yes":
                continue
            translation = message.find("translation")
            if translation.get("type") in ("vanished", "obsolete"):
                continue
            source = message.findtext("source")
            forms = english_forms(source)
            if forms is None:
                missing.append(source)
                continue
            set_plural_forms(translation, forms)
    write_ts(tree, ts_path)
    for source in missing:
        print("no English plural rule for:", source)
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
