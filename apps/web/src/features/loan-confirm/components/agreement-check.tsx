import { text } from './text';

// The agreement box (checked by default) and a link to each agreement; Next stays grey while unticked.
export function AgreementCheck({
  checked,
  onChange,
  agreements,
  onOpen,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  agreements: readonly { title: string; position: number }[];
  onOpen: (position: number, title: string) => void;
}) {
  return (
    <div className="lc-agree">
      <label className="lc-agree__box">
        <input
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-label={text.agreeLabel}
        />
        <span className="lc-agree__tick" aria-hidden="true" />
      </label>
      <p className="lc-agree__text">
        {text.agreeLead}{' '}
        {agreements.map((a, i) => (
          <span key={a.position}>
            {i > 0 ? (i === agreements.length - 1 ? ` ${text.and} ` : ', ') : null}
            <button type="button" className="lc-agree__link" onClick={() => onOpen(a.position, a.title)}>
              {a.title}
            </button>
          </span>
        ))}
        .
      </p>
    </div>
  );
}
