// Device capability checks a host integrator runs inside the webview: camera/photo, contacts, location.
import { useState, type ChangeEvent } from 'react';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import { Section } from '@/components/ui/section';

type ContactsManager = {
  select: (props: string[], opts?: { multiple?: boolean }) => Promise<{ name?: string[]; tel?: string[] }[]>;
};

export function PhotoTest() {
  const [photo, setPhoto] = useState<{ url: string; name: string; sizeKb: number } | null>(null);
  const onPick = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file) return;
    if (photo) URL.revokeObjectURL(photo.url);
    setPhoto({ url: URL.createObjectURL(file), name: file.name, sizeKb: Math.ceil(file.size / 1024) });
  };
  return (
    <Section title="Photo input">
      <label className="preview-file">
        <input
          type="file"
          accept="image/*"
          capture="environment"
          onChange={onPick}
          aria-label="Take or choose a photo"
        />
        <span>Take or choose a photo</span>
      </label>
      {photo ? (
        <div className="preview-photo">
          <img src={photo.url} alt="Chosen" />
          <span>
            {photo.name} · {photo.sizeKb} KB
          </span>
        </div>
      ) : null}
    </Section>
  );
}

export function ContactTest() {
  const [contact, setContact] = useState('');
  const contacts = (navigator as Navigator & { contacts?: ContactsManager }).contacts;
  const pick = async () => {
    if (!contacts) return;
    const [first] = await contacts.select(['name', 'tel'], { multiple: false });
    if (first) setContact([first.name?.[0], first.tel?.[0]].filter(Boolean).join(' · '));
  };
  return (
    <Section title="Contact field">
      <Input
        aria-label="Contact"
        placeholder="Name or phone of a contact"
        value={contact}
        onChange={setContact}
        clearable
      />
      <p className="preview-hint">
        {contacts ? 'Contact Picker API available.' : 'Contact Picker API not available here; type a contact instead.'}
      </p>
      {contacts ? (
        <Button size="small" onClick={() => void pick()}>
          Pick a contact
        </Button>
      ) : null}
    </Section>
  );
}

export function GeolocationTest() {
  const [result, setResult] = useState('Not tested yet.');
  const test = () => {
    if (!('geolocation' in navigator)) {
      setResult('Geolocation is not available in this webview.');
      return;
    }
    setResult('Locating…');
    navigator.geolocation.getCurrentPosition(
      (pos) =>
        setResult(
          `${pos.coords.latitude.toFixed(5)}, ${pos.coords.longitude.toFixed(5)} (±${Math.round(pos.coords.accuracy)} m)`,
        ),
      (err) => setResult(`Failed: ${err.message || 'permission denied or unavailable'} (code ${err.code})`),
      { timeout: 10_000, maximumAge: 60_000 },
    );
  };
  return (
    <Section title="Geolocation test">
      <p className="preview-result" role="status">
        {result}
      </p>
      <Button size="small" onClick={test}>
        Get my location
      </Button>
    </Section>
  );
}
