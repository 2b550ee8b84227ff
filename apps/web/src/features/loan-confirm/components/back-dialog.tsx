// The iOS back gesture on a confirm page: with isPopType 1 the 'Point out' dialog asks the borrower
// to stay (Agree) or leave (Cancel closes the webview); otherwise the webview simply closes.
import { useEffect, useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { Overlay } from '@/components/ui/overlay';
import { host, onHostEvent } from '@/lib/host-bridge';
import { messages } from '@/lib/messages';
import { text } from './text';

export function useIosBackDialog(isPopType: number | undefined) {
  const [open, setOpen] = useState(false);
  useEffect(
    () =>
      onHostEvent('iosBack', () => {
        if (isPopType === 1) setOpen(true);
        else host.closeWebview();
      }),
    [isPopType],
  );
  return { open, stay: () => setOpen(false) };
}

export function BackDialog({
  open,
  title,
  content,
  lang,
  onStay,
}: {
  open: boolean;
  title: string;
  content: string;
  /** 'en' when the lender's popup is English shown to a Filipino reader (decision 132). */
  lang?: string;
  onStay: () => void;
}) {
  return (
    <Overlay open={open} title={title || text.pointOut} titleLang={title ? lang : undefined}>
      <p className="lc-dialog__text" lang={lang}>
        {content}
      </p>
      <div className="lc-dialog__actions">
        <Button
          onClick={() => {
            // Hide it too: a host that keeps the webview open must not leave the page blocked.
            onStay();
            host.closeWebview();
          }}
        >
          {messages.cancel}
        </Button>
        <Button color="primary" onClick={onStay}>
          {messages.agree}
        </Button>
      </div>
    </Overlay>
  );
}
