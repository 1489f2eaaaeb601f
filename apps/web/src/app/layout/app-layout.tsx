import { useQuery } from "@tanstack/react-query";
import type { Profile } from "@wellguard/contract";
import "./app-layout.css";
import { type ReactNode, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { myProfileQueryOptions } from "@/features/account/api/get-my-profile";
import { logout } from "@/features/auth/session";
import { companyThemeQueryOptions } from "@/features/company/api/get-company-theme";
import { avatarUrl } from "@/lib/avatar";
import { setArea } from "@/lib/storage";
import { useSession } from "@/lib/use-session";
import { Footer } from "@/ui/footer";
import { LogoMark } from "@/ui/logo";
import { MenuButton } from "@/ui/menu-button";
import { SkipLink } from "@/ui/skip-link";
import { DASHBOARD_BY_PROFILE, href, menuRoutes, moduleAllowed, ROUTES, type RouteDef } from "../paths";

const AREAS: readonly Profile[] = ["USER", "CONTROLLER", "ADMIN"];

/**
 * The signed-in shell: header (company, role toggle, user menu), the area's menu, content, footer. Plain
 * elements and app-layout.css rather than Mantine's AppShell, NavLink and Menu: the employee's first page must
 * load under 170 kB of gzipped JavaScript (docs/benchmarks.md).
 */
export function AppLayout({ area, children }: { area: Profile; children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const session = useSession();
  // The menu drawer on a phone; from 48em up the menu is always shown beside the page.
  const [opened, setOpened] = useState(false);
  const navId = useId();
  const theme = useQuery(companyThemeQueryOptions());
  // A new page starts at its top, as after a full load: a message it opens with ("Company created.") is in view,
  // not left above where the previous page was scrolled to.
  useEffect(() => {
    if (pathname) window.scrollTo(0, 0);
  }, [pathname]);
  // Who is signed in, for the user menu; platform-only entries (the outbox) also wait for it to say so: a company
  // admin would get 403 there.
  const me = useQuery(myProfileQueryOptions());
  const fullName = me.data ? [me.data.name, me.data.surname].filter(Boolean).join(" ") : null;
  const platformAdmin = me.data?.platformAdmin === true;
  const entries = menuRoutes(area).filter((id) => {
    const def: RouteDef = ROUTES[id];
    if (def.platform && !platformAdmin) return false;
    return moduleAllowed(def, session.services);
  });
  const heldAreas = AREAS.filter((a) => session.profiles.includes(a));

  function switchArea(next: Profile) {
    setArea(next);
    setOpened(false);
    navigate(href(DASHBOARD_BY_PROFILE[next]));
  }

  return (
    <div className="wg-shell" data-nav-open={opened || undefined}>
      <SkipLink />
      <header className="wg-shell-header">
        <div className="wg-shell-brand">
          <button
            type="button"
            className="wg-burger"
            onClick={() => setOpened((o) => !o)}
            aria-label={t(opened ? "shell.closeMenu" : "shell.openMenu")}
            aria-expanded={opened}
            aria-controls={navId}
          >
            <span aria-hidden="true" />
          </button>
          {/* The company's logo when it has one; Wellguard's mark otherwise. The name beside it says whose. */}
          {theme.data?.logo ? (
            <img
              className="wg-shell-logo"
              src={theme.data.logo}
              alt=""
              height={32}
              data-testid="company-logo"
            />
          ) : (
            <LogoMark size={28} />
          )}
          <span className="wg-shell-company" data-testid="company-name">
            {theme.data?.name ?? t("app.name")}
          </span>
        </div>
        <div className="wg-shell-actions">
          {heldAreas.length > 1 && (
            <MenuButton
              testId="role-toggle"
              buttonClassName="wg-header-button wg-role-toggle"
              heading={t("shell.switchRole")}
              items={heldAreas.map((a) => ({
                key: a,
                label: t(`shell.area.${a}`),
                onSelect: () => switchArea(a),
                disabled: a === area,
                testId: `role-${a}`,
              }))}
            >
              <span className="wg-role-toggle-text">{t(`shell.area.${area}`)}</span>
            </MenuButton>
          )}
          <MenuButton
            testId="user-menu"
            buttonLabel={fullName ? t("shell.userMenuOf", { name: fullName }) : t("shell.userMenu")}
            buttonClassName="wg-header-button wg-user-menu"
            heading={fullName ?? undefined}
            items={[
              {
                key: "account",
                label: t("shell.account"),
                href: href("Account"),
                onSelect: () => navigate(href("Account")),
                testId: "menu-account",
              },
              {
                key: "logout",
                label: t("shell.logout"),
                onSelect: () => void logout(),
                testId: "menu-logout",
              },
            ]}
          >
            <Avatar file={me.data?.avatar ?? null} name={me.data?.name ?? ""} />
            <span className="wg-user-name" data-testid="user-name">
              {me.data?.name}
            </span>
          </MenuButton>
        </div>
      </header>
      <nav id={navId} className="wg-shell-nav" aria-label={t("shell.mainMenu")}>
        {entries.map((id) => {
          const to = href(id);
          const active = pathname === to;
          return (
            <Link
              key={id}
              to={to}
              className="wg-nav-link"
              aria-current={active ? "page" : undefined}
              onClick={() => setOpened(false)}
              data-testid={`nav-${id}`}
            >
              {t(`routes.${id}`)}
            </Link>
          );
        })}
      </nav>
      {/* A plain box: the page's one <main> landmark is inside it, and the footer stays outside main. */}
      <div className="wg-shell-content">
        {/* At least a screen high: the footer starts below the fold, so a page growing as its data arrives
            does not move it (Lighthouse counts that as a layout shift). */}
        <main id="main" tabIndex={-1} style={{ minHeight: "100vh" }}>
          {children}
        </main>
        <Footer />
      </div>
    </div>
  );
}

/** The person's chosen avatar, or the initial of their name on the brand colour until they choose one. */
function Avatar({ file, name }: { file: string | null; name: string }) {
  if (file) return <img className="wg-user-avatar" src={avatarUrl(file)} alt="" width={28} height={28} />;
  return (
    <span className="wg-user-avatar wg-user-initial" aria-hidden="true">
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}
