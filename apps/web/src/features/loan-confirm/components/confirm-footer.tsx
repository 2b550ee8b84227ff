import Button from 'antd-mobile/es/components/button';
import { AgreementCheck } from './agreement-check';

/** The bottom of both confirm pages: the agreement box and the button that stays grey while it is unticked. */
export function ConfirmFooter(props: {
  agreed: boolean;
  onAgreedChange: (agreed: boolean) => void;
  agreements: readonly { title: string; position: number }[];
  onOpenAgreement: (position: number, title: string) => void;
  label: string;
  /** The label's language when it is the lender's English shown to a Filipino reader (decision 132). */
  labelLang?: string;
  sending: boolean;
  onSubmit: () => void;
}) {
  return (
    <>
      <AgreementCheck
        checked={props.agreed}
        onChange={props.onAgreedChange}
        agreements={props.agreements}
        onOpen={props.onOpenAgreement}
      />
      <Button
        block
        color="primary"
        size="large"
        disabled={!props.agreed}
        loading={props.sending}
        onClick={props.onSubmit}
        className="lc-next"
      >
        <span lang={props.labelLang}>{props.label}</span>
      </Button>
    </>
  );
}
