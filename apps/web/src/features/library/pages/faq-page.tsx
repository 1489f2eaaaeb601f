import { Stack, Text, TextInput, Title } from "@mantine/core";
import { useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { href } from "@/app/paths";
import { loadLibraryStrings } from "../strings";

export const loadStrings = loadLibraryStrings;

/** The FAQ sections in display order; their texts are `faq.sections.<id>` in the library strings. */
export const FAQ_SECTIONS = ["gettingStarted", "surveys", "privacy", "scores", "assets", "account"] as const;
type SectionId = (typeof FAQ_SECTIONS)[number];

interface FaqItem {
  q: string;
  a: string;
}

/** Lower case without accents, so "contrasena" finds "contraseña" and "Privacy" finds "privacy". */
function normalise(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

/**
 * FAQ (spec §2 `faq/{section?}`): every section, or the one in the URL, with its questions as disclosure widgets
 * (details/summary: keyboard and screen-reader support come with the element). A search filters the questions
 * of every section at once.
 */
export function FaqPage() {
  const { t } = useTranslation("library");
  const { section } = useParams();
  const [query, setQuery] = useState("");
  const searchId = useId();
  const chosen = (FAQ_SECTIONS as readonly string[]).includes(section ?? "") ? (section as SectionId) : null;

  const sections = useMemo(
    () =>
      FAQ_SECTIONS.map((id) => ({
        id,
        title: t(`faq.sections.${id}.title`),
        items: t(`faq.sections.${id}.items`, { returnObjects: true }) as FaqItem[],
      })),
    [t],
  );
  const needle = normalise(query.trim());
  const visible = needle
    ? sections
        .map((s) => ({
          ...s,
          items: s.items.filter((item) => normalise(`${item.q} ${item.a}`).includes(needle)),
        }))
        .filter((s) => s.items.length > 0)
    : sections.filter((s) => chosen === null || s.id === chosen);

  return (
    <Stack gap="lg" data-testid="faq-page">
      <div>
        <Title order={1}>{t("faq.title")}</Title>
        <Text c="var(--wg-text-muted)">{t("faq.intro")}</Text>
      </div>
      <TextInput
        id={searchId}
        type="search"
        label={t("faq.searchLabel")}
        placeholder={t("faq.searchPlaceholder")}
        value={query}
        onChange={(e) => setQuery(e.currentTarget.value)}
        maw={480}
      />
      <nav aria-label={t("faq.sectionsLabel")}>
        <ul className="wg-faq-nav">
          {sections.map((s) => (
            <li key={s.id}>
              <Link
                to={href("Faq", { section: s.id })}
                aria-current={chosen === s.id ? "page" : undefined}
                onClick={() => setQuery("")}
              >
                {s.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div aria-live="polite">
        {visible.length === 0 && (
          <Text data-testid="faq-no-results">{t("faq.noResults", { query: query.trim() })}</Text>
        )}
      </div>
      {visible.map((s) => (
        <section key={s.id} aria-labelledby={`faq-${s.id}`} data-testid={`faq-section-${s.id}`}>
          <Title order={2} id={`faq-${s.id}`} size="h3" mb="xs">
            {s.title}
          </Title>
          <div className="wg-faq-items">
            {s.items.map((item) => (
              <details key={item.q} className="wg-faq-item" open={needle !== "" || undefined}>
                <summary>{item.q}</summary>
                <p>{item.a}</p>
              </details>
            ))}
          </div>
        </section>
      ))}
    </Stack>
  );
}
