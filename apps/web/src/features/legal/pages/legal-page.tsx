import { Anchor, Paper, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { DEFAULT_LOCALE, type Locale } from "@wellguard/contract";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { href } from "@/app/paths";
import { currentLocale } from "@/lib/i18n";
import { PublicLayout } from "@/ui/public-layout";

interface LegalDocument {
  title: string;
  updated: string;
  sections: { heading: string; paragraphs: string[] }[];
}
type LegalTexts = Partial<Record<"privacy" | "terms", LegalDocument>>;

// One chunk per locale, fetched only when a legal page is opened.
const TEXTS = import.meta.glob<{ default: LegalTexts }>("../texts/*.json");

async function loadTexts(locale: Locale): Promise<LegalTexts> {
  const find = (l: Locale) => Object.entries(TEXTS).find(([path]) => path.endsWith(`/${l}.json`))?.[1];
  const loader = find(locale) ?? find(DEFAULT_LOCALE);
  return loader ? (await loader()).default : {};
}

export function LegalPage({ kind }: { kind: "privacy" | "terms" }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const { data, isPending } = useQuery({
    queryKey: ["legal", locale],
    queryFn: () => loadTexts(locale),
    staleTime: Number.POSITIVE_INFINITY,
    meta: { background: true },
  });
  const doc = data?.[kind];
  return (
    <PublicLayout size="md">
      <Paper
        withBorder
        radius="md"
        p={{ base: "md", sm: "xl" }}
        component="article"
        data-testid={`legal-${kind}`}
      >
        <Stack gap="md">
          <Anchor component={Link} to={href("Login")} c="var(--wg-link)">
            {t("system.goHome")}
          </Anchor>
          <Title order={1}>
            {doc?.title ?? t(kind === "privacy" ? "footer.privacyPolicy" : "footer.termsOfUse")}
          </Title>
          {doc && <Text c="var(--wg-text-muted)">{doc.updated}</Text>}
          {!doc && !isPending && <Text>{t("notAvailable.body")}</Text>}
          {doc?.sections.map((section) => (
            <section key={section.heading}>
              <Title order={2} size="h3" mb="xs">
                {section.heading}
              </Title>
              {section.paragraphs.map((p) => (
                <Text key={p} mb="sm">
                  {p}
                </Text>
              ))}
            </section>
          ))}
        </Stack>
      </Paper>
    </PublicLayout>
  );
}

export function PrivacyPolicyPage() {
  return <LegalPage kind="privacy" />;
}

export function TermsOfUsePage() {
  return <LegalPage kind="terms" />;
}
