// A light modal: a dimmed mask and a dialog. antd-mobile's Popup/Modal bring an animation library
// that the complaint routes cannot carry within the bundle budget.
import type { ReactNode } from 'react';
import './overlay.css';

export type OverlayProps = {
  open: boolean;
  title?: string;
  /** The title's language when it is not the page's: a lender's text left in English (decision 132). */
  titleLang?: string;
  /** The dialog's name when it shows no title (a dialog always has a name). */
  label?: string;
  children: ReactNode;
  /** 'center' is a dialog; 'bottom' a sheet. */
  placement?: 'center' | 'bottom';
  /** Called on a mask tap; omit to keep the dialog open (spec: the rating modal ignores the mask). */
  onMaskClick?: () => void;
};

export function Overlay({ open, title, titleLang, label, children, placement = 'center', onMaskClick }: OverlayProps) {
  if (!open) return null;
  return (
    <div className="overlay" onClick={onMaskClick} data-testid="overlay-mask">
      <div
        className={`overlay__panel overlay__panel--${placement}`}
        role="dialog"
        aria-modal="true"
        aria-label={title ?? label}
        onClick={(e) => e.stopPropagation()}
      >
        {title ? (
          <h2 className="overlay__title" lang={titleLang}>
            {title}
          </h2>
        ) : null}
        {children}
      </div>
    </div>
  );
}
