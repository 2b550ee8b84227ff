// #/downloadTemplate?link=…&id=…: where registered visitors get the app. With no link, the template
// (id or down) names it. Only http(s) links are followed.
import { useState } from 'react';
import { appConfig } from '@lendwell/client-kit/app-config';
import { useChannelTemplate } from '../api/get-channel-template';
import { fill, prm } from '../messages';
import { hashParams } from './promotion-params';

const safeLink = (value: string | null) => (value && /^https?:\/\//i.test(value) ? value : '');

export function DownloadView() {
  const [params] = useState(hashParams);
  const given = safeLink(params.get('link'));
  const template = useChannelTemplate(given ? '' : (params.get('id') ?? params.get('down') ?? ''));
  const link = given || safeLink(template.data?.downloadUrl ?? null);
  const config = appConfig();
  return (
    <div className="promo promo--download">
      <header className="promo__hero promo__hero--short">
        <div className="promo__brand">
          <img src="/site/logo.svg" alt="" width="28" height="28" />
          <span>{config.productName}</span>
        </div>
      </header>
      <section className="promo__card promo__download">
        <img
          className="promo__app-icon"
          src="/site/logo.svg"
          alt={fill(prm.appAlt, { product: config.productName })}
          width="72"
          height="72"
        />
        <h1>{prm.downloadTitle}</h1>
        <p>{prm.downloadLead}</p>
        <ol className="promo__steps">
          <li>{fill(prm.stepInstall, { product: config.productName })}</li>
          <li>{prm.stepLogin}</li>
          <li>{prm.stepChoose}</li>
        </ol>
        {link ? (
          <>
            <h2 className="promo__subtitle">{prm.storeTitle}</h2>
            <a className="promo__submit" href={link} rel="noopener noreferrer">
              {prm.downloadButton}
            </a>
          </>
        ) : null}
        <h2 className="promo__subtitle">{prm.webAppTitle}</h2>
        <p>{prm.webAppLead}</p>
        <a className="promo__submit promo__submit--web" href="/app/login?from=promotion">
          {prm.webAppButton}
        </a>
      </section>
    </div>
  );
}
