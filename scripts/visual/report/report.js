// The visual report's filters and viewer. The page lists every picture without this script; with it,
// the filters hide what does not match, and a picture opens in a dialog: a baseline alone, or a change
// side by side, as an overlay with a slider, blinking between before and after, or as its difference.
const filters = document.getElementById('filters');
const count = document.getElementById('count');
const viewer = document.getElementById('viewer');
const stage = viewer.querySelector('.stage');
const notes = viewer.querySelector('.notes');
const items = [...document.querySelectorAll('main li')];
let current = null;
let blink = null;

function applyFilters() {
  const form = new FormData(filters);
  const story = String(form.get('story') ?? '')
    .trim()
    .toLowerCase();
  let shown = 0;
  for (const item of items) {
    const match =
      (!form.get('group') || item.dataset.group === form.get('group')) &&
      (!story || item.dataset.story.toLowerCase().includes(story)) &&
      (!form.get('scheme') || item.dataset.scheme === form.get('scheme')) &&
      (!form.get('width') || item.dataset.width === form.get('width')) &&
      (!form.get('changed') || item.dataset.changed !== '');
    item.hidden = !match;
    if (match) shown += 1;
  }
  for (const section of document.querySelectorAll('main section')) section.hidden = !section.querySelector('li:not([hidden])');
  count.textContent = `${shown} of ${items.length} pictures`;
}

function picture(src, alt) {
  const img = document.createElement('img');
  img.src = src;
  img.alt = alt;
  return img;
}

function zoomTo(value) {
  stage.classList.toggle('fit', value === 'fit');
  for (const img of stage.querySelectorAll('img')) {
    const size = () => (img.style.width = value === 'fit' ? '' : `${img.naturalWidth * Number(value)}px`);
    if (img.complete) size();
    else img.addEventListener('load', size, { once: true });
  }
}

function panels(item) {
  return Object.fromEntries(
    [...item.querySelectorAll('.change figure')].map((figure, i) => [
      ['before', 'after', 'diff'][i],
      { label: figure.dataset.role, src: figure.dataset.src, caption: figure.querySelector('figcaption').textContent },
    ]),
  );
}

function draw() {
  clearInterval(blink);
  stage.replaceChildren();
  const form = new FormData(toForm());
  const mode = form.get('mode');
  const changed = current.dataset.changed !== '';
  viewer.querySelector('.modes').hidden = !changed;
  viewer.querySelector('.slider').hidden = !changed || mode !== 'overlay';
  if (!changed) {
    stage.append(picture(current.dataset.baseline, 'Baseline'));
  } else {
    const { before, after, diff } = panels(current);
    const have = [before, after].filter((panel) => panel.src);
    if (mode === 'side-by-side' || have.length < 2) {
      const side = document.createElement('div');
      side.className = 'side';
      for (const panel of [before, after]) {
        const figure = document.createElement('figure');
        const caption = document.createElement('figcaption');
        caption.textContent = panel.caption;
        figure.append(caption);
        if (panel.src) figure.append(picture(panel.src, panel.label));
        side.append(figure);
      }
      stage.append(side);
    } else if (mode === 'overlay') {
      const stack = document.createElement('div');
      stack.className = 'stack';
      const top = picture(after.src, `${after.label} over ${before.label}`);
      top.style.clipPath = `inset(0 0 0 ${form.get('split')}%)`;
      stack.append(picture(before.src, before.label), top);
      stage.append(stack);
    } else if (mode === 'blink') {
      const img = picture(before.src, before.label);
      stage.append(img);
      let showingAfter = false;
      blink = setInterval(() => {
        showingAfter = !showingAfter;
        img.src = showingAfter ? after.src : before.src;
        img.alt = showingAfter ? after.label : before.label;
      }, 700);
    } else if (diff.src) {
      stage.append(picture(diff.src, diff.label));
    } else {
      stage.textContent = diff.caption;
    }
  }
  zoomTo(form.get('zoom'));
}

/** The viewer's controls as one form's values. */
function toForm() {
  const form = document.createElement('form');
  for (const control of viewer.querySelectorAll('.bar input, .bar select')) {
    if (control.type === 'radio' && !control.checked) continue;
    const input = document.createElement('input');
    input.name = control.name;
    input.value = control.value;
    form.append(input);
  }
  return form;
}

function open(item) {
  current = item;
  const { group, story, width, scheme, changed } = item.dataset;
  viewer.querySelector('#viewer-title').textContent = `${group}: ${story}, ${width}, ${scheme}${changed ? ` (${changed})` : ''}`;
  const commands = item.querySelector('.accept');
  notes.replaceChildren(...(commands ? [commands.cloneNode(true)] : []));
  draw();
  if (!viewer.open) viewer.showModal();
}

filters.addEventListener('input', applyFilters);
filters.addEventListener('submit', (event) => event.preventDefault());
for (const item of items) item.querySelector('.card').addEventListener('click', () => open(item));
viewer.querySelector('.bar').addEventListener('input', (event) => {
  if (event.target.name === 'split') stage.querySelector('.stack img:last-child')?.style.setProperty('clip-path', `inset(0 0 0 ${event.target.value}%)`);
  else draw();
});
viewer.querySelector('.close').addEventListener('click', () => viewer.close());
viewer.addEventListener('close', () => {
  clearInterval(blink);
  current?.querySelector('.card').focus();
});
applyFilters();
