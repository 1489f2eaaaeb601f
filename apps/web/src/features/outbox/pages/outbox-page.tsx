import { Button, Group, Loader, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { dateFormat, OUTBOX_DEFAULT_PAGE_SIZE } from "@wellguard/contract";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "@/lib/api-client";
import { errorMessageKey } from "@/lib/error-message";
import { currentLocale } from "@/lib/i18n";
import { FormMessage } from "@/ui/form-message";
import { useOutboxList } from "../api/list-outbox";
import { OutboxMessageDialog } from "../components/outbox-message-dialog";
import { OutboxStatus } from "../components/outbox-status";
import "../components/outbox-table.css";

const SEARCH_DELAY_MS = 300;

/**
 * Admins read the e-mail the platform queued or sent (without SMTP_URL it is the only place to see it).
 * Table, paging and dialog are native elements on purpose: Mantine's Table, Pagination and Modal changed how
 * the bundler splits the chunks the sign-in page shares with signed-in pages, adding ~2.4 kB gzipped to it.
 */
export function OutboxPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [searchInput, setSearchInput] = useState("");
  const [search] = useDebouncedValue(searchInput.trim(), SEARCH_DELAY_MS);
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useOutboxList({ page, pageSize: OUTBOX_DEFAULT_PAGE_SIZE, search });
  const data = list.data;

  const formatDate = useMemo(() => {
    const format = dateFormat(currentLocale(), "dateTime");
    return (iso: string) => format.format(new Date(iso));
  }, []);

  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const from = data && data.items.length > 0 ? (data.page - 1) * data.pageSize + 1 : 0;
  const to = data ? from + data.items.length - Math.min(1, data.items.length) : 0;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t("routes.AdminOutbox")}</Title>
        <Text c="var(--wg-text-muted)">{t("outbox.intro")}</Text>
      </div>
      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
        <Stack gap="md">
          <TextInput
            label={t("outbox.search")}
            type="search"
            value={searchInput}
            onChange={(event) => {
              setSearchInput(event.currentTarget.value);
              setPage(1);
            }}
            data-testid="outbox-search"
            maw={420}
          />

          {list.isPending && (
            <Group role="status" gap="xs" data-testid="outbox-loading">
              <Loader size="sm" aria-hidden />
              <Text>{t("common.loading")}</Text>
            </Group>
          )}

          {list.isError && !data && (
            <Stack gap="sm" data-testid="outbox-error">
              <FormMessage id="outbox-error" tone="error">
                {t(errorMessageKey(isApiError(list.error) ? list.error.code : null))}
              </FormMessage>
              <Group>
                <Button variant="default" onClick={() => void list.refetch()}>
                  {t("outbox.retry")}
                </Button>
              </Group>
            </Stack>
          )}

          {data && data.items.length === 0 && (
            <Text role="status" data-testid="outbox-empty">
              {search ? t("outbox.emptySearch", { search }) : t("outbox.empty")}
            </Text>
          )}

          {data && data.items.length > 0 && (
            <>
              <div className="wg-outbox-scroll">
                <table className="wg-outbox-table" aria-busy={list.isFetching} data-testid="outbox-table">
                  <caption>{t("outbox.caption", { from, to, total: data.total })}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t("outbox.columns.recipient")}</th>
                      <th scope="col">{t("outbox.columns.subject")}</th>
                      <th scope="col">{t("outbox.columns.created")}</th>
                      <th scope="col">{t("outbox.columns.status")}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.items.map((item) => (
                      // The row is clickable for a mouse; the subject button is how a keyboard opens it.
                      <tr key={item.id} data-testid="outbox-row" onClick={() => setOpenId(item.id)}>
                        <td style={{ overflowWrap: "anywhere" }}>{item.recipient}</td>
                        <td>
                          <button
                            type="button"
                            className="wg-outbox-open"
                            aria-haspopup="dialog"
                            onClick={(event) => {
                              event.stopPropagation();
                              setOpenId(item.id);
                            }}
                            data-testid="outbox-open"
                          >
                            {item.subject}
                          </button>
                        </td>
                        <td style={{ whiteSpace: "nowrap" }}>{formatDate(item.createdAt)}</td>
                        <td>
                          <OutboxStatus item={item} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              {pages > 1 && (
                <nav aria-label={t("outbox.pagination")}>
                  <Group gap="sm">
                    <Button
                      variant="default"
                      disabled={page <= 1}
                      onClick={() => setPage(page - 1)}
                      data-testid="outbox-previous"
                    >
                      {t("outbox.previousPage")}
                    </Button>
                    <Text aria-live="polite" data-testid="outbox-page">
                      {t("outbox.pageOf", { page, pages })}
                    </Text>
                    <Button
                      variant="default"
                      disabled={page >= pages}
                      onClick={() => setPage(page + 1)}
                      data-testid="outbox-next"
                    >
                      {t("outbox.nextPage")}
                    </Button>
                  </Group>
                </nav>
              )}
            </>
          )}
        </Stack>
      </Paper>
      <OutboxMessageDialog id={openId} onClose={() => setOpenId(null)} formatDate={formatDate} />
    </Stack>
  );
}

export default OutboxPage;
