import type { ReactNode } from "react";
import { Link } from "react-router";
import { Footer } from "./footer";
import { Logo } from "./logo";
import { SkipLink } from "./skip-link";

const WIDTH = { sm: 540, md: 720, lg: 960 } as const;

/** Pages outside the signed-in shell: sign-in, legal texts, system pages. */
export function PublicLayout({ children, size = "sm" }: { children: ReactNode; size?: keyof typeof WIDTH }) {
  return (
    <div className="wg-public">
      <SkipLink />
      <main id="main" tabIndex={-1} style={{ maxWidth: WIDTH[size] }}>
        <Link to="/" className="wg-public-brand">
          <Logo size={30} />
        </Link>
        {children}
      </main>
      <Footer />
    </div>
  );
}
