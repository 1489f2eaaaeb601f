import { Button, Checkbox, Code, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TPhishingDomainAdmin, TPhishingDomainInput } from "@wellguard/contract";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { api, isApiError } from "@/lib/api-client";
import { errorMessageKey } from "@/lib/error-message";
import { FormMessage } from "@/ui/form-message";
import { useCompanies } from "../api/companies";

const KEY = ["admin", "phishing-domains"] as const;

/**
 * Phishing domains (docs/phishing.md "Domains"; platform admins): the host names landing pages are served on and
 * the senders' mail domain, with the DKIM record to publish and the companies that may use each.
 */
export function AdminPhishingDomainsPage() {
  const { t } = useTranslation("admin");
  const client = useQueryClient();
  const domains = useQuery({
    queryKey: KEY,
    queryFn: () => api<TPhishingDomainAdmin[]>("/admin/phishing-domains"),
  });
  const companies = useCompanies({ page: 1, pageSize: 100, sort: "name", order: "asc" });
  const create = useMutation({
    mutationFn: (input: TPhishingDomainInput) =>
      api<TPhishingDomainAdmin>("/admin/phishing-domains", { method: "POST", body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
  const remove = useMutation({
    mutationFn: (id: number) => api(`/admin/phishing-domains/${id}`, { method: "DELETE" }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
  const [host, setHost] = useState("");
  const [mailDomain, setMailDomain] = useState("");
  const [allCompanies, setAllCompanies] = useState(false);
  const [companyIds, setCompanyIds] = useState<Set<number>>(new Set());
  const companyName = (id: number) =>
    companies.data?.records.find((c) => c.stakeholderId === id)?.name ?? `#${id}`;
  const problem = (error: unknown) => t(errorMessageKey(isApiError(error) ? error.code : null));

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      await create.mutateAsync({ host, mailDomain, allCompanies, companyIds: [...companyIds] });
      setHost("");
      setMailDomain("");
      setCompanyIds(new Set());
    } catch {
      // Shown below from create.error.
    }
  }

  return (
    <Stack gap="lg" data-testid="phishing-domains">
      <div>
        <Title order={1}>{t("translation:routes.AdminPhishingDomains")}</Title>
        <Text c="var(--wg-text-muted)">{t("phishingDomains.intro")}</Text>
      </div>
      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
        <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="phishing-domain-new">
          <Stack gap="sm">
            <Title order={2} size="h3" id="phishing-domain-new">
              {t("phishingDomains.newTitle")}
            </Title>
            <TextInput
              label={t("phishingDomains.host")}
              description={t("phishingDomains.hostHint")}
              value={host}
              onChange={(e) => setHost(e.currentTarget.value)}
              required
              data-testid="phishing-domain-host"
            />
            <TextInput
              label={t("phishingDomains.mailDomain")}
              description={t("phishingDomains.mailDomainHint")}
              value={mailDomain}
              onChange={(e) => setMailDomain(e.currentTarget.value)}
              required
              data-testid="phishing-domain-mail"
            />
            <Checkbox
              label={t("phishingDomains.allCompanies")}
              checked={allCompanies}
              onChange={(e) => setAllCompanies(e.currentTarget.checked)}
            />
            {!allCompanies && (
              <fieldset className="wg-fieldset">
                <legend>{t("phishingDomains.companies")}</legend>
                <Group gap="md">
                  {(companies.data?.records ?? []).map((company) => (
                    <Checkbox
                      key={company.stakeholderId}
                      label={company.name}
                      checked={companyIds.has(company.stakeholderId)}
                      onChange={(e) => {
                        const next = new Set(companyIds);
                        if (e.currentTarget.checked) next.add(company.stakeholderId);
                        else next.delete(company.stakeholderId);
                        setCompanyIds(next);
                      }}
                    />
                  ))}
                </Group>
              </fieldset>
            )}
            {create.isError && (
              <FormMessage id="phishing-domain-problem" tone="error">
                {problem(create.error)}
              </FormMessage>
            )}
            <Group>
              <Button type="submit" loading={create.isPending} data-testid="phishing-domain-create">
                {t("phishingDomains.create")}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <Paper
        withBorder
        p={{ base: "md", sm: "lg" }}
        radius="md"
        component="section"
        aria-labelledby="phishing-domain-list"
      >
        <Stack gap="sm">
          <Title order={2} size="h3" id="phishing-domain-list">
            {t("phishingDomains.listTitle")}
          </Title>
          {domains.isError && (
            <FormMessage id="phishing-domains-error" tone="error">
              {problem(domains.error)}
            </FormMessage>
          )}
          {remove.isError && (
            <FormMessage id="phishing-domain-remove-problem" tone="error">
              {problem(remove.error)}
            </FormMessage>
          )}
          {domains.data?.length === 0 && <Text>{t("phishingDomains.empty")}</Text>}
          {domains.data?.map((d) => (
            <Paper key={d.domainId} withBorder p="md" radius="sm" data-testid="phishing-domain">
              <Stack gap={6}>
                <Text fw={600} style={{ overflowWrap: "anywhere" }}>
                  {d.host}
                </Text>
                <Text size="sm">{t("phishingDomains.sendsFrom", { domain: d.mailDomain })}</Text>
                <Text size="sm">
                  {d.allCompanies
                    ? t("phishingDomains.usedByAll")
                    : t("phishingDomains.usedBy", {
                        companies: d.companyIds.map(companyName).join(", ") || "—",
                      })}
                </Text>
                <Text size="sm" fw={600}>
                  {t("phishingDomains.dkim")}
                </Text>
                <Code block style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                  {`${d.dkimRecord.name}  TXT  "${d.dkimRecord.value}"`}
                </Code>
                <Group>
                  <Button
                    variant="outline"
                    color="red.9"
                    size="xs"
                    loading={remove.isPending && remove.variables === d.domainId}
                    onClick={() => remove.mutate(d.domainId)}
                    aria-label={t("phishingDomains.removeNamed", { host: d.host })}
                  >
                    {t("phishingDomains.remove")}
                  </Button>
                </Group>
              </Stack>
            </Paper>
          ))}
        </Stack>
      </Paper>
    </Stack>
  );
}
