import type { TAuditEvent } from "@wellguard/contract";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../lib/format";
import { auditChanges, formatAuditChange } from "./audit-changes";
import "./audit-log.css";

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

/**
 * What an event changed, behind a native disclosure (keyboard and screen readers know it): for an update each
 * changed field as "before → after", for a create the new record's fields, for a delete the record as it was.
 */
export function AuditChangesView({ event }: { event: TAuditEvent }) {
  const { t } = useTranslation(["admin", "organisation", "contract"]);
  const changes = auditChanges(event).map((change) =>
    formatAuditChange(change, event.entityType, t, formatDateTime),
  );
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
    <details className="wg-audit-changes" data-testid="audit-changes">
      <summary>{summary}</summary>
      <dl>
        {changes.map((change) => (
          <div
            key={change.field}
            className="wg-audit-change"
            data-testid="audit-change"
            data-field={change.field}
          >
            <dt>{change.label}</dt>
            <dd>
              {event.action === "update" ? (
                <>
                  <span className="wg-visually-hidden">{t("audit.before")} </span>
                  <Value text={change.before} testId="audit-change-before" before />
                  <span aria-hidden className="wg-audit-arrow">
                    {" → "}
                  </span>
                  <span className="wg-visually-hidden"> {t("audit.after")} </span>
                  <Value text={change.after} testId="audit-change-after" />
                </>
              ) : (
                <Value
                  text={event.action === "delete" ? change.before : change.after}
                  testId={event.action === "delete" ? "audit-change-before" : "audit-change-after"}
                />
              )}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
