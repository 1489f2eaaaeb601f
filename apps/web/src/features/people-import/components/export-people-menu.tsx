import { Button, Menu } from "@mantine/core";
import type { SpreadsheetFormat } from "@wellguard/contract";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormMessage } from "@/ui/form-message";
import { type ExportFilters, exportPeople, type ImportArea } from "../api/people-import";
import { useImportStrings } from "../lib/use-import-strings";

export interface ExportPeopleMenuProps {
  companyId: number;
  area: ImportArea;
  /** The people list's current filters: the export holds exactly the people the list shows, in its order. */
  filters: ExportFilters;
}

/**
 * "Export people" with a choice of Excel (.xlsx) or CSV. The file has the import's columns and headers in the
 * person's language, so it can be edited and imported back; cells that a spreadsheet would read as formulas
 * arrive escaped with an apostrophe.
 */
export function ExportPeopleMenu({ companyId, area, filters }: ExportPeopleMenuProps) {
  const ready = useImportStrings();
  const { t } = useTranslation("peopleImport");
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function run(format: SpreadsheetFormat) {
    setBusy(true);
    setFailed(false);
    try {
      await exportPeople(area, companyId, format, filters);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  if (!ready) return null;
  return (
    <div>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="default" loading={busy} data-testid="export-people-open">
            {t("export.label")}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => void run("xlsx")} data-testid="export-people-xlsx">
            {t("export.xlsx")}
          </Menu.Item>
          <Menu.Item onClick={() => void run("csv")} data-testid="export-people-csv">
            {t("export.csv")}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {failed && (
        <FormMessage id={`${id}-error`} tone="error" testId="export-people-error">
          {t("export.failed")}
        </FormMessage>
      )}
    </div>
  );
}
