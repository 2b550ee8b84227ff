// A plain tab bar under the page header. antd-mobile's Tabs bring an animation library that the
// borrower routes cannot carry within the bundle budget.
import './tab-bar.css';

export type TabBarProps<K extends string | number> = {
  tabs: { key: K; title: string }[];
  active: K;
  onChange: (key: K) => void;
  label: string;
};

export function TabBar<K extends string | number>({ tabs, active, onChange, label }: TabBarProps<K>) {
  return (
    <div className="tab-bar" role="tablist" aria-label={label}>
      {tabs.map((t) => (
        <button
          key={t.key}
          type="button"
          role="tab"
          aria-selected={t.key === active}
          className={t.key === active ? 'tab-bar__tab tab-bar__tab--active' : 'tab-bar__tab'}
          onClick={() => onChange(t.key)}
        >
          {t.title}
        </button>
      ))}
    </div>
  );
}
