"""Strict iCalendar check with libical (Debian's gir1.2-ical-3.0): reads a feed on stdin and prints
{"ok": bool, "errors": [...]}, the parse errors and the iTIP restrictions its METHOD implies."""
import json
import sys

import gi

gi.require_version("ICalGLib", "3.0")
from gi.repository import ICalGLib  # noqa: E402

errors = []


def collect(component):
    kind = ICalGLib.Component.kind_to_string(component.isa())
    prop = component.get_first_property(ICalGLib.PropertyKind.XLICERROR_PROPERTY)
    while prop is not None:
        errors.append(f"{kind}: {prop.get_xlicerror()}")
        prop = component.get_next_property(ICalGLib.PropertyKind.XLICERROR_PROPERTY)
    child = component.get_first_component(ICalGLib.ComponentKind.ANY_COMPONENT)
    while child is not None:
        collect(child)
        child = component.get_next_component(ICalGLib.ComponentKind.ANY_COMPONENT)


calendar = ICalGLib.Component.new_from_string(sys.stdin.read())
if calendar is None:
    print(json.dumps({"ok": False, "errors": ["not an iCalendar object"]}))
    sys.exit(0)
restrictions = bool(calendar.check_restrictions())
collect(calendar)
print(json.dumps({"ok": restrictions and not errors, "errors": errors}))
