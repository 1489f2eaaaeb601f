import { useEffect, useState } from "react";
import { loadPeopleImportStrings } from "../strings";

let loaded: Promise<void> | undefined;
let done = false;

/**
 * True once the import strings are loaded. Pages may load them in their route loader first
 * (`loadPeopleImportStrings`), so the components render at once; otherwise they appear when ready.
 */
export function useImportStrings(): boolean {
  const [ready, setReady] = useState(done);
  useEffect(() => {
    if (ready) return;
    loaded ??= loadPeopleImportStrings().then(() => {
      done = true;
    });
    let active = true;
    loaded.then(
      () => active && setReady(true),
      () => {
        loaded = undefined; // a failed download is tried again by the next component that asks
      },
    );
    return () => {
      active = false;
    };
  }, [ready]);
  return ready;
}
