"""Reading and writing Qt Linguist .ts files the way lupdate does, for fill_es.py and fill_en.py."""
import xml.etree.ElementTree as ET


def set_plural_forms(translation, forms):
    """Make `translation` (a <translation> element) finished with these numerus forms."""
    for child in list(translation):
        translation.remove(child)
    translation.text = None
    for form in forms:
        ET.SubElement(translation, "numerusform").text = form
    translation.attrib.pop("type", None)


def write_ts(tree, ts_path):
    """Write `tree` with lupdate's own header line, so that lupdate's next run changes nothing else."""
    tree.write(ts_path, encoding="utf-8", xml_declaration=True)
    with open(ts_path, "r+", encoding="utf-8") as ts:
        body = ts.read().replace("<?xml version='1.0' encoding='utf-8'?>",
                                 '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>', 1)
        ts.seek(0)
        ts.write(body)
        ts.truncate()
