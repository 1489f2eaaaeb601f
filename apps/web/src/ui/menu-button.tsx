import "./menu-button.css";
import {
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";

export interface MenuEntry {
  key: string;
  label: string;
  onSelect: () => void;
  /**
   * Where the item goes, when it goes to a page: it is then a link (`<a role="menuitem">`), so a middle click
   * or Ctrl/⌘-click opens that page in a new tab as the browser does; a plain click or Enter still runs onSelect.
   */
  href?: string;
  disabled?: boolean;
  /** A choice among the items (the language): the item is a `menuitemradio`, checked when true. */
  checked?: boolean;
  /** The item's language, when it is named in another one (the language menu). */
  lang?: string;
  testId?: string;
}

interface Props {
  /** What the button shows. */
  children: ReactNode;
  /** The button's accessible name when its text alone does not say it is a menu of … */
  buttonLabel?: string;
  buttonClassName?: string;
  buttonStyle?: CSSProperties;
  testId?: string;
  /** A visible heading inside the menu, which also names it. */
  heading?: string;
  items: MenuEntry[];
}

/** The items the arrow keys move through: disabled ones are skipped. */
function enabledItems(menu: HTMLElement | null): HTMLElement[] {
  return Array.from(
    menu?.querySelectorAll<HTMLElement>(
      '[role="menuitem"]:not([aria-disabled="true"]), [role="menuitemradio"]:not([aria-disabled="true"])',
    ) ?? [],
  );
}

/**
 * A menu button (WAI-ARIA Authoring Practices "menu button" pattern) without a positioning library: the
 * signed-in shell's two menus are a few lines long and always open below their button, so Mantine's Menu,
 * Popover and floating-ui (27 kB gzipped) bought nothing the pages need.
 *
 * Keyboard: Enter, Space or ArrowDown on the button opens the menu on its first item, ArrowUp on its last;
 * ArrowDown/ArrowUp move (wrapping), Home/End jump, Enter/Space choose; Escape closes and returns focus to the
 * button; Tab closes and lets the focus move on. A click outside closes it.
 */
export function MenuButton({
  children,
  buttonLabel,
  buttonClassName,
  buttonStyle,
  testId,
  heading,
  items,
}: Props) {
  const [open, setOpen] = useState(false);
  // Which item takes the focus once the menu is drawn: "first", "last", or none (mouse users get it too).
  const [focusOnOpen, setFocusOnOpen] = useState<"first" | "last">("first");
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const headingId = useId();

  useEffect(() => {
    if (!open) return;
    const candidates = enabledItems(menuRef.current);
    (focusOnOpen === "last" ? candidates[candidates.length - 1] : candidates[0])?.focus();
    const closeOnOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", closeOnOutside);
    return () => document.removeEventListener("pointerdown", closeOnOutside);
  }, [open, focusOnOpen]);

  function openMenu(at: "first" | "last") {
    setFocusOnOpen(at);
    setOpen(true);
  }

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      openMenu(event.key === "ArrowUp" ? "last" : "first");
    }
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const candidates = enabledItems(menuRef.current);
    const current = candidates.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => {
      event.preventDefault();
      candidates[(index + candidates.length) % candidates.length]?.focus();
    };
    switch (event.key) {
      case "ArrowDown":
        return move(current + 1);
      case "ArrowUp":
        return move(current < 0 ? -1 : current - 1);
      case "Home":
        return move(0);
      case "End":
        return move(-1);
      case "Escape":
        event.preventDefault();
        return close(true);
      case "Tab":
        return close(false);
      case " ":
        // A button item takes Space by itself; a link item does not.
        if (document.activeElement instanceof HTMLAnchorElement) {
          event.preventDefault();
          document.activeElement.click();
        }
        return;
    }
  }

  function choose(item: MenuEntry) {
    if (item.disabled) return;
    close(true);
    item.onSelect();
  }

  return (
    <div className="wg-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={buttonClassName}
        style={buttonStyle}
        aria-label={buttonLabel}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-testid={testId}
        onClick={() => (open ? close(false) : openMenu("first"))}
        onKeyDown={onButtonKeyDown}
      >
        {children}
      </button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          className="wg-menu-list"
          aria-labelledby={heading ? headingId : undefined}
          aria-label={heading ? undefined : buttonLabel}
          onKeyDown={onMenuKeyDown}
        >
          {heading && (
            <div id={headingId} className="wg-menu-heading">
              {heading}
            </div>
          )}
          {items.map((item) =>
            item.checked !== undefined ? (
              <button
                key={item.key}
                type="button"
                role="menuitemradio"
                aria-checked={item.checked}
                lang={item.lang}
                tabIndex={-1}
                className="wg-menu-item"
                data-testid={item.testId}
                onClick={() => choose(item)}
              >
                {item.label}
              </button>
            ) : item.href && !item.disabled ? (
              <a
                key={item.key}
                href={item.href}
                role="menuitem"
                tabIndex={-1}
                className="wg-menu-item"
                data-testid={item.testId}
                onClick={(event) => {
                  // Ctrl/⌘/Shift-click: the browser opens the link elsewhere; this tab stays as it is.
                  if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
                  event.preventDefault();
                  choose(item);
                }}
              >
                {item.label}
              </a>
            ) : (
              <button
                key={item.key}
                type="button"
                role="menuitem"
                lang={item.lang}
                tabIndex={-1}
                className="wg-menu-item"
                aria-disabled={item.disabled || undefined}
                data-testid={item.testId}
                onClick={() => choose(item)}
              >
                {item.label}
              </button>
            ),
          )}
        </div>
      )}
    </div>
  );
}
