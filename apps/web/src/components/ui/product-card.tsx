// A recommended product of the market: logo, name, amount range, rate, description and tags, and
// a button that is live only when the server's flag is 1.
import { messages } from '@/lib/messages';
import './product-card.css';

export type ProductOffer = {
  productId: number;
  logo: string;
  name: string;
  buttonText: string;
  flag: number;
  range: string;
  rate: string;
  description: string;
  tags: readonly string[];
  /** 'en' when the tags are the lender's untranslated English for a Filipino reader (decision 132). */
  tagsLang?: 'en';
};

export function ProductCard({
  product,
  showTags = true,
  onOpen,
}: {
  product: ProductOffer;
  showTags?: boolean;
  onOpen: () => void;
}) {
  const live = product.flag === 1;
  return (
    <article className={live ? 'product-card' : 'product-card product-card--off'} aria-disabled={!live}>
      <div className="product-card__head">
        <img src={product.logo} alt="" width={40} height={40} className="product-card__logo" />
        <div className="product-card__name">
          <strong>{product.name}</strong>
          <span>{product.description}</span>
        </div>
        <button type="button" className="product-card__button" disabled={!live} onClick={live ? onOpen : undefined}>
          {product.buttonText}
        </button>
      </div>
      <div className="product-card__body">
        <div>
          <b>{product.range}</b>
          {/* The range says the amounts, in the one money format (capped at the borrower's limit, decision 130);
              the staff's free-text description would repeat them in another style. */}
          <span>{messages.loanAmount}</span>
        </div>
        <div>
          <b>{product.rate}</b>
          <span>{messages.interest}</span>
        </div>
      </div>
      {showTags && product.tags.length ? (
        // The lender's tags; lang 'en' when they are not translated (decision 132).
        <ul className="product-card__tags" lang={product.tagsLang}>
          {product.tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
