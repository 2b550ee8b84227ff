// An agreement shown in a frame before the borrower goes on: Agree closes it, Cancel leaves the loan
// (closes the webview) — or, for a document opened from a link, just closes it.
import Button from 'antd-mobile/es/components/button';
import { Overlay } from '@/components/ui/overlay';
import { host } from '@/lib/host-bridge';
import { messages } from '@/lib/messages';

export function AgreementModal({
  url,
  title,
  onAgree,
  cancelCloses = true,
}: {
  url: string;
  title: string;
  onAgree: () => void;
  cancelCloses?: boolean;
}) {
  return (
    <Overlay open={url !== ''} title={title}>
      <iframe className="lc-agreement__frame" src={url} title={title} sandbox="" />
      <div className="lc-dialog__actions">
        <Button onClick={cancelCloses ? () => host.closeWebview() : onAgree}>
          {cancelCloses ? messages.cancel : messages.close}
        </Button>
        <Button color="primary" onClick={onAgree}>
          {messages.agree}
        </Button>
      </div>
    </Overlay>
  );
}
