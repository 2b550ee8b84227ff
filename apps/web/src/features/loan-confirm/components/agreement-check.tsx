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
          aria-label="I have read and agree"
        />
        <span className="lc-agree__tick" aria-hidden="true" />
      </label>
      <p className="lc-agree__text">
        I have read and agree to the{' '}
        {agreements.map((a, i) => (
          <span key={a.position}>
            {i > 0 ? (i === agreements.length - 1 ? ' and ' : ', ') : null}
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
