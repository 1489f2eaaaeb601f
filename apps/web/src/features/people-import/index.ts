export type { ExportFilters, ImportArea } from "./api/people-import";
export { ExportPeopleMenu, type ExportPeopleMenuProps } from "./components/export-people-menu";
export { ImportPeopleDialog, type ImportPeopleDialogProps } from "./components/import-people-dialog";
export { loadPeopleImportStrings } from "./strings";
