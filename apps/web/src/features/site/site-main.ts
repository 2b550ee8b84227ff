// The official site's only script: it turns the prerendered sections into tabs, runs the carousel
// (3000 ms) and checks the contact form. Without it every section still shows, one under another.
import './components/site.css';

const doc = document;
const tabs = [...doc.querySelectorAll<HTMLAnchorElement>('.site-tab')];
const panels = [...doc.querySelectorAll<HTMLElement>('.site-panel')];
let toastTimer: ReturnType<typeof setTimeout> | undefined;

function toast(text: string) {
  const box = doc.querySelector<HTMLElement>('.site-toast');
  if (!box) return;
  box.textContent = text;
  box.classList.add('is-shown');
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => box.classList.remove('is-shown'), 2000);
}

function select(id: string, focus = false) {
  const known = panels.some((p) => p.id === id) ? id : 'home';
  for (const tab of tabs) {
    const on = tab.getAttribute('aria-controls') === known;
    tab.setAttribute('aria-selected', String(on));
    tab.tabIndex = on ? 0 : -1;
    if (on && focus) tab.focus();
  }
  for (const panel of panels) panel.hidden = panel.id !== known;
  // On a phone the strip scrolls: bring the chosen tab fully into view, never half cut off.
  tabs
    .find((tab) => tab.getAttribute('aria-controls') === known)
    ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  if (known === 'privacy') {
    // The policy page loads only when asked for, so it costs the home page nothing.
    const frame = doc.querySelector<HTMLIFrameElement>('.site-iframe');
    if (frame && !frame.src && frame.dataset.src) frame.src = frame.dataset.src;
  }
  return known;
}

function setUpTabs() {
  tabs.forEach((tab, i) => {
    tab.addEventListener('click', (event) => {
      event.preventDefault();
      const id = select(tab.getAttribute('aria-controls') ?? 'home');
      history.replaceState(null, '', id === 'home' ? location.pathname : `#${id}`);
      window.scrollTo({ top: 0 });
    });
    tab.addEventListener('keydown', (event) => {
      const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
      if (!step) return;
      event.preventDefault();
      const next = tabs[(i + step + tabs.length) % tabs.length];
      next?.click();
      next?.focus();
    });
  });
  select(location.hash.slice(1) || 'home');
  window.addEventListener('hashchange', () => select(location.hash.slice(1)));
  showMoreTabs();
}

/**
 * A tab strip wider than the phone says that it scrolls (decision 072): the nav is marked with the sides
 * that have more tabs, and the style fades that edge and shows an arrow there.
 */
function showMoreTabs() {
  const nav = doc.querySelector<HTMLElement>('.site-tabs');
  const strip = nav?.querySelector<HTMLElement>('[role="tablist"]');
  if (!nav || !strip) return;
  const mark = () => {
    const start = strip.scrollLeft > 2;
    const end = strip.scrollLeft + strip.clientWidth < strip.scrollWidth - 2;
    nav.dataset.more = start && end ? 'both' : start ? 'start' : end ? 'end' : '';
  };
  strip.addEventListener('scroll', mark, { passive: true });
  window.addEventListener('resize', mark);
  mark();
}

function setUpCarousel() {
  const root = doc.querySelector<HTMLElement>('.carousel');
  const track = root?.querySelector<HTMLElement>('.carousel__track');
  if (!root || !track) return;
  const dots = [...root.querySelectorAll<HTMLButtonElement>('.carousel__dot')];
  const interval = Number(root.dataset.interval) || 3000;
  let index = 0;
  let paused = false;
  const show = (n: number) => {
    index = (n + dots.length) % dots.length;
    track.style.transform = `translateX(${-100 * index}%)`;
    root.dataset.index = String(index);
    dots.forEach((d, i) => d.setAttribute('aria-current', String(i === index)));
  };
  dots.forEach((dot, i) => dot.addEventListener('click', () => show(i)));
  // Pausing while pointed at or focused lets people read a slide (WCAG 2.2.2).
  root.addEventListener('mouseenter', () => (paused = true));
  root.addEventListener('mouseleave', () => (paused = false));
  root.addEventListener('focusin', () => (paused = true));
  root.addEventListener('focusout', () => (paused = false));
  setInterval(() => {
    if (!paused && !doc.hidden) show(index + 1);
  }, interval);
}

function setUpContactForm() {
  const form = doc.querySelector<HTMLFormElement>('.site-form');
  form?.addEventListener('submit', (event) => {
    event.preventDefault();
    const values = ['name', 'telephone', 'email', 'remark'].map((name) =>
      String(new FormData(form).get(name) ?? '').trim(),
    );
    if (values.some((v) => v === '')) return toast('Please provide complete information!');
    // The spec sends nothing to a server: the form only acknowledges.
    form.reset();
    toast('Successful!');
  });
}

doc.documentElement.classList.add('js');
setUpTabs();
setUpCarousel();
setUpContactForm();
