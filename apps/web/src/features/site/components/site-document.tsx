// The official site (/) as one static tree: rendered to HTML at build time (site-prerender.tsx) and
// enhanced in the browser by site-main.ts (tabs, carousel, contact form). No React runs in the page.
import { SITE_CAROUSEL_MS } from '@lendwell/contracts/constants';
import { LOAN_TERMS_SLOT, T } from '../site-tokens';

export const TABS = [
  { id: 'home', label: 'Home' },
  { id: 'about', label: 'About Us' },
  { id: 'contact', label: 'Contact Us' },
  { id: 'privacy', label: 'PrivacyPolicy' },
  { id: 'loan', label: 'Loan Terms And Conditions' },
] as const;

const SLIDES = [
  {
    img: 'slide-1',
    title: 'Cash for life’s moments',
    text: 'Borrow from your phone and see every cost before you accept.',
    alt: 'A phone with peso coins',
  },
  {
    img: 'slide-2',
    title: 'Decided within a day',
    text: 'Apply in minutes. Approved loans reach your bank or e-wallet in 1 to 3 days.',
    alt: 'A calendar with a green tick',
  },
  {
    img: 'slide-3',
    title: 'Repay the way you like',
    text: 'GCash, Maya, 7-Eleven, Cebuana Lhuillier or your bank.',
    alt: 'A wallet with cards',
  },
];

const ABOUT = [
  { img: 'about-1', alt: `Our office: ${T.lenderLegalName} serves borrowers across the Philippines.` },
  {
    img: 'about-2',
    alt: 'A shield with a tick: a lending company licensed by the Securities and Exchange Commission.',
  },
  { img: 'about-3', alt: 'Two hands meeting: fair collection, no contact with your phone book, no shaming.' },
];

const FEATURES = [
  [
    'Clear costs',
    'The amount you receive, every fee, the total to repay and the effective interest rate, before you say yes.',
  ],
  ['Fast decisions', 'Most applications are decided within one day.'],
  ['Fair collection', 'We never contact the people in your phone book and never shame borrowers.'],
  ['Your data, protected', 'We collect only what a loan needs and follow the Data Privacy Act of 2012.'],
];

const srcSet = (name: string) => `/site/${name}-720.webp 720w, /site/${name}-1440.webp 1440w`;

function Picture({ name, alt, eager, sizes }: { name: string; alt: string; eager?: boolean; sizes: string }) {
  return (
    <img
      src={`/site/${name}-720.webp`}
      srcSet={srcSet(name)}
      sizes={sizes}
      width={720}
      height={360}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(eager ? { fetchPriority: 'high' as const } : {})}
    />
  );
}

export function SiteDocument() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="site-header">
        <div className="site-wrap site-header__row">
          <a className="site-logo" href="/">
            <img src="/site/logo.svg" width={32} height={32} alt="" />
            <span>{T.productName}</span>
          </a>
          <nav className="site-tabs" aria-label="Sections">
            <div role="tablist" aria-label="Sections">
              {TABS.map((tab, i) => (
                <a
                  key={tab.id}
                  id={`tab-${tab.id}`}
                  href={`#${tab.id}`}
                  role="tab"
                  aria-controls={tab.id}
                  aria-selected={i === 0}
                  className="site-tab"
                >
                  {tab.label}
                </a>
              ))}
            </div>
          </nav>
        </div>
      </header>

      <main id="main">
        <section id="home" className="site-panel" role="tabpanel" aria-labelledby="tab-home">
          <div
            className="carousel"
            aria-roledescription="carousel"
            aria-label="Highlights"
            data-interval={SITE_CAROUSEL_MS}
          >
            <div className="carousel__track">
              {SLIDES.map((s, i) => (
                <div
                  key={s.img}
                  className="carousel__slide"
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${i + 1} of ${SLIDES.length}`}
                >
                  <Picture name={s.img} alt={s.alt} eager={i === 0} sizes="(min-width: 1120px) 1120px, 100vw" />
                  <div className="carousel__caption">
                    <p className="carousel__title">{s.title}</p>
                    <p>{s.text}</p>
                  </div>
                </div>
              ))}
            </div>
            <div className="carousel__dots">
              {SLIDES.map((s, i) => (
                <button
                  key={s.img}
                  type="button"
                  className="carousel__dot"
                  aria-label={`Show slide ${i + 1}`}
                  aria-current={i === 0}
                  data-slide={i}
                />
              ))}
            </div>
          </div>
          <div className="site-wrap">
            <h1 className="site-h1">{T.productName}: small loans from a licensed Philippine lender</h1>
            <p className="site-lead">
              {T.productName} is the mobile lending service of {T.lenderLegalName}. Apply from your phone, see the full
              cost before you accept, and repay where it suits you.
            </p>
            <ul className="site-features">
              {FEATURES.map(([title, text]) => (
                <li key={title}>
                  <h2>{title}</h2>
                  <p>{text}</p>
                </li>
              ))}
            </ul>
            <h2 className="site-h2">How it works</h2>
            <ol className="site-steps">
              <li>
                <strong>Download the app</strong> and register with your mobile number.
              </li>
              <li>
                <strong>Apply</strong> with a valid ID; most applications are decided within a day.
              </li>
              <li>
                <strong>Receive the money</strong> in your bank account or e-wallet, and repay on time by GCash, Maya or
                over the counter.
              </li>
            </ol>
          </div>
        </section>

        <section id="about" className="site-panel" role="tabpanel" aria-labelledby="tab-about">
          <div className="site-wrap">
            <h2 className="site-h2">About Us</h2>
            <div className="site-gallery">
              {ABOUT.map((a) => (
                <Picture key={a.img} name={a.img} alt={a.alt} sizes="(min-width: 900px) 360px, 100vw" />
              ))}
            </div>
          </div>
        </section>

        <section id="contact" className="site-panel" role="tabpanel" aria-labelledby="tab-contact">
          <div className="site-wrap site-contact">
            <form className="site-form" noValidate>
              <h2 className="site-h2">Contact Us</h2>
              <label>
                Name
                <input name="name" autoComplete="name" maxLength={80} />
              </label>
              <label>
                Telephone
                <input name="telephone" type="tel" inputMode="tel" autoComplete="tel" maxLength={20} />
              </label>
              <label>
                E-mail
                <input name="email" type="email" autoComplete="email" maxLength={120} />
              </label>
              <label>
                Remark
                <textarea name="remark" rows={4} maxLength={500} />
              </label>
              <button type="submit" className="site-button">
                Submit
              </button>
            </form>
            <aside className="site-card">
              <h2 className="site-h3">Customer service</h2>
              <p>
                E-mail: <a href={`mailto:${T.email}`}>{T.email}</a>
              </p>
              <p>
                Telephone: <a href={`tel:${T.phoneTel}`}>{T.phone}</a>
              </p>
              <p>{T.address}</p>
              <p>Monday to Saturday, 8 AM to 6 PM.</p>
            </aside>
          </div>
        </section>

        <section id="privacy" className="site-panel" role="tabpanel" aria-labelledby="tab-privacy">
          <div className="site-wrap">
            <h2 className="site-h2">Privacy Policy</h2>
            <iframe className="site-iframe" title="Privacy policy" data-src="/privacy-policy?embed=1" />
            <p className="site-note">
              <a href="/privacy-policy">Open the privacy policy in its own page</a>
            </p>
          </div>
        </section>

        <section id="loan" className="site-panel" role="tabpanel" aria-labelledby="tab-loan">
          <div className="site-wrap site-terms">
            <h2 className="site-h2">Loan Terms And Conditions</h2>
            <div dangerouslySetInnerHTML={{ __html: LOAN_TERMS_SLOT }} />
          </div>
        </section>
      </main>

      <footer className="site-footer">
        <div className="site-wrap">
          <p className="site-footer__name">{T.lenderLegalName}</p>
          <p>
            SEC Registration No. {T.secNo} · Certificate of Authority {T.caNo}
          </p>
          <p>
            E-mail: <a href={`mailto:${T.email}`}>{T.email}</a> · Telephone: <a href={`tel:${T.phoneTel}`}>{T.phone}</a>
          </p>
          <p>{T.address}</p>
          <p className="site-footer__copy">
            © {T.year} {T.lenderLegalName}. All rights reserved.
          </p>
        </div>
      </footer>
      <div className="site-toast" role="status" aria-live="polite" />
    </>
  );
}
