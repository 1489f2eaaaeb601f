import { AppShell, Burger, Button, Group, Image, Menu, NavLink, Text, UnstyledButton } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import type { Profile } from "@wellguard/contract";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { myProfileQueryOptions } from "@/features/account/api/get-my-profile";
import { logout } from "@/features/auth";
import { companyThemeQueryOptions } from "@/features/company/api/get-company-theme";
import { setArea } from "@/lib/storage";
import { useSession } from "@/lib/use-session";
import { Footer } from "@/ui/footer";
import { SkipLink } from "@/ui/skip-link";
import { DASHBOARD_BY_PROFILE, href, menuRoutes, ROUTES, type RouteDef } from "../paths";

const AREAS: readonly Profile[] = ["USER", "CONTROLLER", "ADMIN"];

/** The signed-in shell: header (company, role toggle, user menu), the area's menu, content, footer. */
export function AppLayout({ area, children }: { area: Profile; children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const session = useSession();
  const [opened, { toggle, close }] = useDisclosure(false);
  const theme = useQuery(companyThemeQueryOptions());
  // Platform-only entries (the outbox) wait for my-profile to say so: a company admin would get 403 there.
  const me = useQuery({ ...myProfileQueryOptions(), enabled: area === "ADMIN" });
  const platformAdmin = me.data?.platformAdmin === true;
  const entries = menuRoutes(area).filter((id) => {
    const def: RouteDef = ROUTES[id];
    if (def.platform && !platformAdmin) return false;
    return !def.module || session.services.includes(def.module);
  });
  const heldAreas = AREAS.filter((a) => session.profiles.includes(a));

  function switchArea(next: Profile) {
    setArea(next);
    close();
    navigate(href(DASHBOARD_BY_PROFILE[next]));
  }

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 260, breakpoint: "sm", collapsed: { mobile: !opened } }}
      padding="md"
    >
      <SkipLink />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t(opened ? "shell.closeMenu" : "shell.openMenu")}
              aria-expanded={opened}
            />
            {theme.data?.logo && <Image src={theme.data.logo} alt="" h={32} w="auto" fit="contain" />}
            <Text fw={700} truncate data-testid="company-name">
              {theme.data?.name ?? t("app.name")}
            </Text>
          </Group>
          <Group gap="xs" wrap="nowrap">
            {heldAreas.length > 1 && (
              <Menu position="bottom-end">
                <Menu.Target>
                  <Button
                    variant="default"
                    size="xs"
                    data-testid="role-toggle"
                    // On a phone a long area name ("Menedżer ds. bezpieczeństwa") is cut short, not the company.
                    maw={{ base: 116, sm: "none" }}
                    style={{ whiteSpace: "nowrap" }}
                  >
                    <span style={{ overflow: "hidden", textOverflow: "ellipsis" }}>
                      {t(`shell.area.${area}`)}
                    </span>
                  </Button>
                </Menu.Target>
                <Menu.Dropdown aria-label={t("shell.switchRole")}>
                  <Menu.Label>{t("shell.switchRole")}</Menu.Label>
                  {heldAreas.map((a) => (
                    <Menu.Item
                      key={a}
                      onClick={() => switchArea(a)}
                      data-testid={`role-${a}`}
                      disabled={a === area}
                    >
                      {t(`shell.area.${a}`)}
                    </Menu.Item>
                  ))}
                </Menu.Dropdown>
              </Menu>
            )}
            <Menu position="bottom-end">
              <Menu.Target>
                <UnstyledButton
                  aria-label={t("shell.userMenu")}
                  data-testid="user-menu"
                  p="xs"
                  style={{ borderRadius: 8, border: "1px solid #868e96", whiteSpace: "nowrap", fontSize: 14 }}
                >
                  {t("shell.me")}
                </UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item component={Link} to={href("Account")} data-testid="menu-account">
                  {t("shell.account")}
                </Menu.Item>
                <Menu.Item onClick={() => void logout()} data-testid="menu-logout">
                  {t("shell.logout")}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" component="nav" aria-label={t("shell.mainMenu")}>
        {entries.map((id) => {
          const to = href(id);
          return (
            <NavLink
              key={id}
              component={Link}
              to={to}
              label={t(`routes.${id}`)}
              active={pathname === to}
              // Mantine's active "light" text (#1864ab on #a5d8ff) is 4.0:1; this dark blue keeps it above 4.5:1.
              c={pathname === to ? "#0b3d6b" : undefined}
              aria-current={pathname === to ? "page" : undefined}
              onClick={close}
              data-testid={`nav-${id}`}
              variant="light"
            />
          );
        })}
      </AppShell.Navbar>
      {/* A plain box: the page's one <main> landmark is inside it, and the footer stays outside main. */}
      <AppShell.Main renderRoot={(props) => <div {...props} />}>
        <main id="main" tabIndex={-1} style={{ minHeight: "calc(100vh - 140px)" }}>
          {children}
        </main>
        <Footer />
      </AppShell.Main>
    </AppShell>
  );
}
