// The privacy policy's Filipino reading version (decision 132): the same sections as the official English, with a
// line at the top that says the English is official and a link to it.
import type { appConfig } from '@lendwell/client-kit/app-config';
import { READING_VERSION_NOTICE } from '@lendwell/contracts/reading-version';

export function PrivacyPolicyFilipino({ c, officialHref }: { c: ReturnType<typeof appConfig>; officialHref: string }) {
  const email = <a href={`mailto:${c.customerServiceEmail}`}>{c.customerServiceEmail}</a>;
  return (
    <>
      <p className="legal__reading" role="note">
        {READING_VERSION_NOTICE}{' '}
        <a href={officialHref} lang="en">
          Read the official English version
        </a>
      </p>
      <p className="legal__meta">
        {c.lenderLegalName} ({c.productName}) · SEC Reg. No. {c.secRegistrationNo} · {c.certificateOfAuthorityNo}
      </p>
      <p>
        Ipinapaliwanag ng patakarang ito kung anong personal na impormasyon ang kinokolekta ng {c.lenderLegalName}{' '}
        (&quot;kami&quot;) kapag ginagamit mo ang {c.productName}, kung bakit, at ang iyong mga karapatan ayon sa Data
        Privacy Act of 2012 at sa mga patakaran ng National Privacy Commission para sa lending (NPC Circular 20-01).
      </p>

      <h2>1. Impormasyong kinokolekta namin</h2>
      <ul>
        <li>
          Pagkakakilanlan at contact: pangalan, petsa ng kapanganakan, address, mobile number, e-mail, government ID at
          selfie para sa pag-verify ng pagkakakilanlan.
        </li>
        <li>
          Pinansyal: detalye ng trabaho at kita, at ang bank o e-wallet account na inilagay mo para matanggap ang iyong
          loan.
        </li>
        <li>Mga record ng loan: mga application, bayad, reklamo at ang aming mga mensahe sa iyo.</li>
      </ul>
      <p>
        Hindi namin binubuksan ang iyong contact list, call logs, text messages o photo gallery, at hindi namin
        ginagamit ang mga ito para maningil ng utang.
      </p>

      <h2>2. Ang iyong pagpapatunay</h2>
      <p>
        Sa pagbibigay mo ng impormasyon, pinapatunayan mo na ito ay totoo, kumpleto at sa iyo, o na pinapayagan kang
        ibigay ito sa amin.
      </p>

      <h2>3. Paano namin ito ginagamit</h2>
      <ul>
        <li>
          Para i-verify ang iyong pagkakakilanlan, suriin at pagdesisyunan ang iyong application, at ipadala ang loan.
        </li>
        <li>
          Para pangasiwaan ang loan: mga paalala, resibo, paniningil sa legal na paraan, at pag-aasikaso ng reklamo.
        </li>
        <li>
          Para sundin ang batas, kasama ang mga patakaran laban sa money laundering at ang mga ulat sa Credit
          Information Corporation.
        </li>
        <li>Para pigilan ang panloloko at panatilihing ligtas ang serbisyo.</li>
      </ul>

      <h2>4. Pagbabahagi</h2>
      <p>
        Ibinabahagi lang namin ang impormasyon sa mga service provider na nagtatrabaho para sa amin sa ilalim ng
        nakasulat na kasunduan sa data sharing o outsourcing (halimbawa, mga provider ng bayad, SMS at pag-verify ng
        pagkakakilanlan), sa mga credit bureau ayon sa hinihingi ng batas, at sa mga awtoridad kapag iniutos ng batas o
        ng korte. Hindi kami nagbebenta ng personal na impormasyon, at hindi namin kailanman sinasabi ang iyong utang sa
        iyong pamilya, mga kaibigan, employer o mga contact.
      </p>

      <h2>5. Cookies</h2>
      <p>
        Gumagamit ang aming mga page ng cookies at local storage para lang manatili kang naka-sign in at matandaan ang
        progreso ng form; wala kaming advertising cookies.
      </p>

      <h2>6. Impormasyon ng device</h2>
      <p>
        Itinatala namin ang modelo ng device, operating system, bersyon ng app at isang device identifier para
        protektahan ang iyong account at matukoy ang panloloko. Ginagamit lang ang location at camera kapag pinayagan
        mo, para sa pag-verify ng pagkakakilanlan.
      </p>

      <h2>7. Mga menor de edad</h2>
      <p>
        Ang serbisyo ay para sa mga Pilipinong mamamayan na higit 18 taong gulang. Hindi kami sadyang kumokolekta ng
        impormasyon mula sa menor de edad, at binubura namin ito kapag nalaman namin.
      </p>

      <h2>8. Password at seguridad ng account</h2>
      <p>
        Gumagamit ang pag-sign in ng mga one-time code na ipinapadala sa iyong phone. Huwag ibigay ang code kaninuman,
        kahit sa mga nagsasabing staff namin sila. Ine-encrypt namin ang data habang ipinapadala, nililimitahan ang
        access ng staff sa kailangan lang ng kanilang trabaho, at itinatago ang mga record hangga&apos;t hinihingi lang
        ng batas (karaniwan 5 taon matapos maisara ang loan).
      </p>

      <h2>9. Mga pagbabago sa patakarang ito</h2>
      <p>Sasabihan ka namin sa app bago magkabisa ang isang pagbabago. Ang bersyon sa app ang siyang masusunod.</p>

      <h2>10. Ang iyong mga karapatan at pag-opt out</h2>
      <p>
        Puwede mong hilingin na makita, itama o burahin ang iyong impormasyon, tumutol sa pagproseso, bawiin ang
        pahintulot sa mga opsyonal na gamit gaya ng marketing, at makatanggap ng kopya ng iyong data. Hindi nakakansela
        ng pagbawi ng pahintulot ang kasalukuyang loan o ang pagprosesong hinihingi ng batas para rito. Sumulat sa{' '}
        {email}.
      </p>

      <h2>11. Reklamo at Data Protection Officer</h2>
      <p>
        Ang aming Data Protection Officer ang humahawak ng mga tanong at reklamo tungkol sa privacy: {email},{' '}
        {c.customerServicePhone}, {c.lenderAddress}. Sumasagot kami sa loob ng 15 araw. Kung hindi ka nasiyahan, puwede
        kang magreklamo sa National Privacy Commission (privacy.gov.ph).
      </p>
    </>
  );
}
