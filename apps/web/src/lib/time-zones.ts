let zones: string[] | undefined;

/** Every IANA time zone this browser knows, and UTC, sorted (the zone pickers of the forms). */
export function timeZones(): string[] {
  zones ??= [...Intl.supportedValuesOf("timeZone"), "UTC"].sort();
  return zones;
}
