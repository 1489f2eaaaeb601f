import { Component, type ReactNode } from "react";
import { useTranslation } from "react-i18next";

function PageError() {
  const { t } = useTranslation();
  return (
    <main id="main" tabIndex={-1} className="wg-page-error">
      <div role="alert" className="wg-card">
        <p>{t("contract:messages.unknownError")}</p>
        <button type="button" className="wg-page-error-button" onClick={() => window.location.reload()}>
          {t("version.refresh")}
        </button>
      </div>
    </main>
  );
}

interface Props {
  /** The current path: a navigation elsewhere clears the error. */
  pathname: string;
  children: ReactNode;
}

/**
 * Catches what a page throws while rendering, and a page's code that could not be downloaded (a lost
 * connection, or a new version replacing the old files): the app says an error occurred and offers a reload
 * instead of going blank. It takes the place of the data router's built-in error screen.
 */
export class PageErrorBoundary extends Component<Props, { failed: boolean; at: string }> {
  override state = { failed: false, at: this.props.pathname };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  /** Follows the path while all is well, and clears the error once the user goes elsewhere. */
  static getDerivedStateFromProps(props: Props, state: { failed: boolean; at: string }) {
    if (props.pathname === state.at) return null;
    return { failed: false, at: props.pathname };
  }

  override render() {
    return this.state.failed ? <PageError /> : this.props.children;
  }
}
