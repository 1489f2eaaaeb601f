import { Button, Image, Stack, Text, Title } from "@mantine/core";
import {
  ASSET_FAMILIES,
  ASSET_PRIORITIES,
  ASSET_STATUSES,
  type AssetFamily,
  type AssetPriority,
  type AssetStatus,
  formatShortDate,
  LOCALE_BCP47,
  type TAsset,
  type TAssetDetail,
} from "@wellguard/contract";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { href } from "@/app/paths";
import { currentLocale } from "@/lib/i18n";
import { FormMessage } from "@/ui/form-message";
import { type AssetFilters, useAsset, useAssets, useMarkAssetRead } from "../api/library";
import { LoadState } from "../components/load-state";
import { VideoPlayer } from "../components/video-player";
import { loadLibraryStrings } from "../strings";
import "../components/library.css";

export const loadStrings = loadLibraryStrings;

/** The path segment that stands for "any" when a later filter is set (/assets/all/video). */
const ANY = "all";

function pick<T extends string>(value: string | undefined, allowed: readonly T[]): T | undefined {
  return (allowed as readonly string[]).includes(value ?? "") ? (value as T) : undefined;
}

/** /assets/{status}/{family}/{priority} for these filters, "all" standing in for a gap, trailing ones dropped. */
export function assetsPath(filters: AssetFilters): string {
  const segments = [filters.status, filters.family, filters.priority];
  while (segments.length > 0 && segments[segments.length - 1] === undefined) segments.pop();
  const [status, family, priority] = segments.map((s) => s ?? ANY);
  return href("Assets", { status, family, priority });
}

/**
 * The resources library (spec §2 `assets/{status?}/{family?}/{priority?}`): filters kept in the path, the
 * read progress, cards, and one resource opened in place (`?asset=<id>`) with "mark as read".
 */
export function AssetsPage() {
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const filters: AssetFilters = {
    status: pick<AssetStatus>(params.status, ASSET_STATUSES),
    family: pick<AssetFamily>(params.family, ASSET_FAMILIES),
    priority: pick<AssetPriority>(params.priority, ASSET_PRIORITIES),
  };
  const openId = Number(search.get("asset")) || null;

  return (
    <Stack gap="lg" data-testid="assets-page">
      {openId ? (
        <AssetView
          id={openId}
          onBack={() => {
            search.delete("asset");
            setSearch(search);
          }}
        />
      ) : (
        <Library filters={filters} onOpen={(id) => setSearch({ asset: String(id) })} />
      )}
    </Stack>
  );
}

function Library({ filters, onOpen }: { filters: AssetFilters; onOpen: (id: number) => void }) {
  const { t } = useTranslation("library");
  const navigate = useNavigate();
  const assets = useAssets(filters);
  const data = assets.data;
  const set = (change: Partial<AssetFilters>) =>
    navigate(assetsPath({ ...filters, ...change }), { replace: true });
  const filtered =
    filters.status !== undefined || filters.family !== undefined || filters.priority !== undefined;

  return (
    <>
      <div>
        <Title order={1}>{t("assets.title")}</Title>
        <Text c="var(--wg-text-muted)">{t("assets.intro")}</Text>
      </div>
      {data && (
        <div>
          <Text fw={600} id="assets-progress-label" data-testid="assets-progress">
            {t("assets.progress", { read: data.totalReaded, total: data.assetCount })}
          </Text>
          <div
            className="wg-progress"
            role="progressbar"
            aria-labelledby="assets-progress-label"
            aria-valuemin={0}
            aria-valuemax={data.assetCount}
            aria-valuenow={data.totalReaded}
          >
            <span style={{ width: `${data.assetCount ? (100 * data.totalReaded) / data.assetCount : 0}%` }} />
          </div>
        </div>
      )}
      <fieldset className="wg-filters">
        <legend className="wg-visually-hidden">{t("assets.filters")}</legend>
        <FilterSelect
          name="status"
          values={ASSET_STATUSES}
          value={filters.status}
          onChange={(status) => set({ status })}
        />
        <FilterSelect
          name="family"
          values={ASSET_FAMILIES}
          value={filters.family}
          onChange={(family) => set({ family })}
        />
        <FilterSelect
          name="priority"
          values={ASSET_PRIORITIES}
          value={filters.priority}
          onChange={(priority) => set({ priority })}
        />
        {filtered && (
          <Button variant="subtle" onClick={() => navigate(assetsPath({}), { replace: true })}>
            {t("assets.clearFilters")}
          </Button>
        )}
      </fieldset>
      <LoadState query={assets}>
        {data && data.assets.length === 0 ? (
          <Text data-testid="assets-empty">{t("assets.empty")}</Text>
        ) : (
          <ul className="wg-cards" data-testid="assets-list" aria-busy={assets.isFetching || undefined}>
            {data?.assets.map((asset) => (
              <AssetCard key={asset.assetId} asset={asset} onOpen={() => onOpen(asset.assetId)} />
            ))}
          </ul>
        )}
      </LoadState>
    </>
  );
}

function FilterSelect<T extends string>({
  name,
  values,
  value,
  onChange,
}: {
  name: "status" | "family" | "priority";
  values: readonly T[];
  value: T | undefined;
  onChange: (value: T | undefined) => void;
}) {
  const { t } = useTranslation("library");
  const id = useId();
  return (
    <div className="wg-field">
      <label className="wg-label" htmlFor={id}>
        {t(`assets.${name}.label`)}
      </label>
      <select
        id={id}
        className="wg-select"
        value={value ?? ""}
        onChange={(e) => onChange((e.currentTarget.value || undefined) as T | undefined)}
        data-testid={`assets-filter-${name}`}
      >
        <option value="">{t(`assets.${name}.all`)}</option>
        {values.map((v) => (
          <option key={v} value={v}>
            {t(`assets.${name}.${v}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

function AssetCard({ asset, onOpen }: { asset: TAsset; onOpen: () => void }) {
  const { t } = useTranslation("library");
  const titleId = useId();
  return (
    <li className="wg-card" aria-labelledby={titleId} data-testid={`asset-${asset.assetId}`}>
      {asset.family !== "video" && <img className="wg-asset-cover" src={asset.url} alt="" loading="lazy" />}
      <div>
        <span className={`wg-status wg-status--${asset.status}`}>{t(`assets.status.${asset.status}`)}</span>{" "}
        <Text span size="sm" c="var(--wg-text-muted)">
          {t(`assets.family.${asset.family}`)} · {t("assets.minutes", { count: asset.minutes })} ·{" "}
          {t("assets.priority.label")}: {t(`assets.priority.${asset.priority}`)}
        </Text>
      </div>
      <Title order={2} size="h4" id={titleId}>
        {asset.title}
      </Title>
      {asset.assignedDue && <AssignedNote due={asset.assignedDue} />}
      <Text size="sm">{asset.summary}</Text>
      <div className="wg-card-actions">
        <Button variant="light" onClick={onOpen} aria-label={t("assets.open", { title: asset.title })}>
          {t("sessions.open")}
        </Button>
      </div>
    </li>
  );
}

/** Assigned by the company's action plan and not read yet: by when, or since when it is overdue. */
function AssignedNote({ due }: { due: string }) {
  const { t } = useTranslation("library");
  const late = due < new Date().toISOString().slice(0, 10);
  return (
    <Text size="sm" fw={600} c={late ? "#a61e1e" : undefined} data-testid="asset-assigned">
      {t(late ? "assets.assignedLate" : "assets.assigned", {
        date: formatShortDate(`${due}T12:00:00Z`, currentLocale()),
      })}
    </Text>
  );
}

function AssetView({ id, onBack }: { id: number; onBack: () => void }) {
  const { t } = useTranslation("library");
  const asset = useAsset(id);
  const heading = useRef<HTMLHeadingElement>(null);
  // Opening a resource replaces the list: move the focus to its title so keyboard and screen-reader users follow.
  useEffect(() => {
    if (asset.data) heading.current?.focus();
  }, [asset.data]);
  return (
    <>
      <div>
        <Link
          to="."
          onClick={(e) => {
            e.preventDefault();
            onBack();
          }}
        >
          ← {t("assets.back")}
        </Link>
      </div>
      <LoadState query={asset} notFound={<Text>{t("assets.notFound")}</Text>}>
        {asset.data && <AssetContent asset={asset.data} headingRef={heading} />}
      </LoadState>
    </>
  );
}

function AssetContent({
  asset,
  headingRef,
}: {
  asset: TAssetDetail;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
}) {
  const { t } = useTranslation("library");
  const locale = currentLocale();
  const markRead = useMarkAssetRead(asset.assetId);
  const [unlocked, setUnlocked] = useState<string[]>([]);

  async function onMarkRead() {
    const result = await markRead.mutateAsync();
    setUnlocked(result.achievementsUnlocked.map((a) => t(`translation:achievementBadges.${a.key}.title`)));
  }

  return (
    <article data-testid="asset-view" aria-labelledby="asset-title">
      <Stack gap="md">
        <div>
          <Text size="sm" c="var(--wg-text-muted)">
            {t(`assets.family.${asset.family}`)} · {t("assets.minutes", { count: asset.minutes })}
          </Text>
          <Title order={1} id="asset-title" ref={headingRef} tabIndex={-1}>
            {asset.title}
          </Title>
        </div>
        {asset.family === "video" ? (
          <VideoPlayer
            src={asset.url}
            captionsUrl={asset.captionsUrl}
            captionsLanguage={LOCALE_BCP47[locale]}
            title={asset.title}
          />
        ) : (
          <Image
            src={asset.url}
            alt={asset.family === "infographic" ? (asset.body[0] ?? asset.title) : ""}
            maw={asset.family === "infographic" ? 720 : 480}
            radius="sm"
          />
        )}
        <div className="wg-asset-body">
          {asset.family === "video" && (
            <Title order={2} size="h4">
              {t("assets.transcript")}
            </Title>
          )}
          {asset.body.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <div aria-live="polite">
          {asset.status === "read" && asset.readAt ? (
            <Text fw={600} data-testid="asset-read">
              {t("assets.read", { date: formatShortDate(asset.readAt, locale) })}
            </Text>
          ) : null}
          {asset.assignedDue && <AssignedNote due={asset.assignedDue} />}
          {markRead.isSuccess && (
            <FormMessage id="asset-marked" tone="success" testId="asset-marked">
              {[
                t("assets.markedRead"),
                ...unlocked.map((title) => t("achievements.unlockedNotice", { title })),
              ].join(" ")}
            </FormMessage>
          )}
          {markRead.isError && (
            <FormMessage id="asset-mark-error" tone="error">
              {t("common.loadError")}
            </FormMessage>
          )}
        </div>
        {(asset.status !== "read" || asset.assignedDue !== null) && (
          <div>
            <Button
              onClick={() => void onMarkRead()}
              loading={markRead.isPending}
              data-testid="asset-mark-read"
            >
              {t("assets.markRead")}
            </Button>
          </div>
        )}
      </Stack>
    </article>
  );
}
