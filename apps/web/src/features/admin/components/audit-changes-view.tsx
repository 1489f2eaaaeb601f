import { useQueries } from "@tanstack/react-query";
import type { TAuditEvent } from "@wellguard/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { companyQueryOptions } from "../api/companies";
import { formatDateTime } from "../lib/format";
import { type AuditChangeText, auditChanges, formatAuditChange } from "./audit-changes";
import "./audit-log.css";

/** At most this many managed companies are named one by one (each name is one cached company read). */
const COMPANIES_NAMED = 10;

function Value({ text, testId, before }: { text: string | null; testId: string; before?: boolean }) {
  const { t } = useTranslation("admin");
  if (text === null) {
    return (
      <span className="wg-audit-value wg-audit-empty" data-testid={testId}>
        <span aria-hidden>—</span>
        <span className="wg-visually-hidden">{t("audit.emptyValue")}</span>
      </span>
    );
  }
  return (
    <span className={before ? "wg-audit-value wg-audit-before" : "wg-audit-value"} data-testid={testId}>
      {text}
    </span>
  );
}

function companyIds(value: unknown): number[] | null {
  return Array.isArray(value) && value.length <= COMPANIES_NAMED && value.every((v) => Number.isInteger(v))
    ? (value as number[])
    : null;
}

/** The companies a security manager manages, by name (an id the admin cannot read stays "#id"). */
function CompanyNames({ ids, testId, before }: { ids: number[]; testId: string; before: boolean }) {
  const companies = useQueries({
    queries: ids.map((id) => ({ ...companyQueryOptions(id), staleTime: 60_000, retry: false })),
  });
  const text = ids.map((id, i) => companies[i]?.data?.name ?? `#${id}`).join(", ");
  return <Value text={ids.length === 0 ? null : text} testId={testId} before={before} />;
}

/** One side of a change as text; managed companies are looked up by name. */
function Side({ change, raw, side }: { change: AuditChangeText; raw: unknown; side: "before" | "after" }) {
  const testId = `audit-change-${side}`;
  const ids = change.field === "controllerCompanyIds" ? companyIds(raw) : null;
  if (ids) return <CompanyNames ids={ids} testId={testId} before={side === "before"} />;
  return <Value text={change[side]} testId={testId} before={side === "before"} />;
}

/**
 * What an event changed, behind a native disclosure (keyboard and screen readers know it): for an update each
 * changed field as "before → after", for a create the new record's fields, for a delete the record as it was.
 */
export function AuditChangesView({ event }: { event: TAuditEvent }) {
  const { t } = useTranslation(["admin", "organisation", "contract"]);
  // The list is built when first opened: a closed row costs nothing (no company-name reads).
  const [open, setOpen] = useState(false);
  const changes = auditChanges(event);
  if (changes.length === 0) {
    return (
      <span className="wg-audit-none" data-testid="audit-no-changes">
        {t("audit.noChanges")}
      </span>
    );
  }
  const summary =
    event.action === "update"
      ? t("audit.showChanges", { count: changes.length })
      : t("audit.showRecord", { count: changes.length });
  return (
    <details
      className="wg-audit-changes"
      data-testid="audit-changes"
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary>{summary}</summary>
      {open && (
        <dl>
          {changes.map((change) => {
            const text = formatAuditChange(change, event.entityType, t, formatDateTime);
            return (
              <div
                key={change.field}
                className="wg-audit-change"
                data-testid="audit-change"
                data-field={change.field}
              >
                <dt>{text.label}</dt>
                <dd>
                  {event.action === "update" ? (
                    <>
                      <span className="wg-visually-hidden">{t("audit.before")} </span>
                      <Side change={text} raw={change.before} side="before" />
                      <span aria-hidden className="wg-audit-arrow">
                        {" → "}
                      </span>
                      <span className="wg-visually-hidden"> {t("audit.after")} </span>
                      <Side change={text} raw={change.after} side="after" />
                    </>
                  ) : event.action === "delete" ? (
                    <Side change={text} raw={change.before} side="before" />
                  ) : (
                    <Side change={text} raw={change.after} side="after" />
                  )}
                </dd>
              </div>
            );
          })}
        </dl>
      )}
    </details>
  );
}
