/** Objects that appear in more than one illustration: documents, cards, phones, pins, a globe… */
import { C, gradient } from '../palette.mjs';
import { check, Ci, El, f, G, P, R, rng, Star } from './svg.mjs';

/** Text-line placeholders: rounded bars. */
export function lines(x, y, w, n, { gap = 18, h = 8, color = C.line, seed = 3, first } = {}) {
  const r = rng(seed);
  let s = '';
  for (let i = 0; i < n; i++) {
    const lw = i === n - 1 ? w * (0.45 + r() * 0.2) : w * (0.75 + r() * 0.25);
    s += R(x, y + i * gap, lw, h, h / 2, { fill: i === 0 && first ? first : color });
  }
  return s;
}

/** A sheet of paper. */
export function sheet(x, y, w, h, { fill = C.white, r = 16, filter = 'sh', rot = 0, body = '' } = {}) {
  const t = rot ? `rotate(${rot} ${x + w / 2} ${y + h / 2})` : '';
  return G(t, R(x, y, w, h, r, { fill, filter: filter ? `url(#${filter})` : undefined }) + body);
}

export function buildingIcon(x, y, s, { body = C.blue, win = C.white, roof = C.navy } = {}) {
  // s ~ size of the square
  const w = s * 0.62;
  const bx = x + (s - w) / 2;
  let out = P(`M${f(bx - s * 0.06)} ${f(y + s * 0.3)} L${f(x + s / 2)} ${f(y + s * 0.08)} L${f(bx + w + s * 0.06)} ${f(y + s * 0.3)} Z`, {
    fill: roof,
  });
  out += R(bx, y + s * 0.3, w, s * 0.62, 2, { fill: body });
  const cols = 3;
  const cw = (w - s * 0.16) / cols;
  for (let i = 0; i < cols; i++) {
    out += R(bx + s * 0.08 + i * cw + cw * 0.25, y + s * 0.38, cw * 0.5, s * 0.36, cw * 0.25, { fill: win, fillOpacity: 0.9 });
  }
  out += R(bx - s * 0.06, y + s * 0.9, w + s * 0.12, s * 0.06, 2, { fill: roof });
  return out;
}

export function seal(cx, cy, r) {
  return (
    P(
      `M${f(cx - r * 0.5)} ${f(cy + r * 0.6)} L${f(cx - r * 0.75)} ${f(cy + r * 1.7)} L${f(cx - r * 0.3)} ${f(cy + r * 1.45)} L${f(cx - r * 0.05)} ${f(cy + r * 1.8)} L${f(cx + r * 0.1)} ${f(cy + r * 0.7)} Z`,
      {
        fill: C.blue,
      },
    ) +
    P(
      `M${f(cx + r * 0.5)} ${f(cy + r * 0.6)} L${f(cx + r * 0.75)} ${f(cy + r * 1.7)} L${f(cx + r * 0.3)} ${f(cy + r * 1.45)} L${f(cx + r * 0.05)} ${f(cy + r * 1.8)} L${f(cx - r * 0.1)} ${f(cy + r * 0.7)} Z`,
      {
        fill: gradient.blue[1],
      },
    ) +
    Ci(cx, cy, r, { fill: 'url(#gAmber)', filter: 'url(#shs)' }) +
    Ci(cx, cy, r * 0.78, { fill: 'none', stroke: C.white, strokeWidth: 2, strokeDasharray: '3 4', strokeOpacity: 0.8 }) +
    Star(cx, cy, r * 0.45, { fill: C.white })
  );
}

export function badgeCheck(cx, cy, r, fill = C.blue) {
  return Ci(cx, cy, r, { fill, filter: 'url(#shs)' }) + check(cx, cy, r * 0.9, C.white, r * 0.18);
}

export function card(x, y, w, h, { grad = 'gNavy', rot = 0, accent = C.amber, seed = 1, filter = 'sh' } = {}) {
  const t = rot ? `rotate(${rot} ${x + w / 2} ${y + h / 2})` : '';
  const cid = `cc${Math.round(x)}_${Math.round(y)}_${seed}`;
  let b = `<defs><clipPath id="${cid}"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${f(h * 0.09)}"/></clipPath></defs>`;
  b += R(x, y, w, h, f(h * 0.09), { fill: `url(#${grad})`, filter: `url(#${filter})` });
  // sheen
  b += `<g clip-path="url(#${cid})">`;
  b += P(`M${x + w * 0.45} ${y} L${x + w * 0.75} ${y} L${x + w * 0.35} ${y + h} L${x + w * 0.05} ${y + h} Z`, { fill: C.white, fillOpacity: 0.06 });
  b += Ci(x + w * 0.95, y + h * 0.1, h * 0.6, { fill: C.white, fillOpacity: 0.06 });
  b += '</g>';
  // chip
  const cx = x + w * 0.09;
  const cy = y + h * 0.3;
  const cw = w * 0.14;
  const ch = h * 0.2;
  b += R(cx, cy, cw, ch, 5, { fill: 'url(#gAmber)' });
  b += P(`M${cx} ${cy + ch / 2} H${cx + cw} M${cx + cw / 3} ${cy} V${cy + ch} M${cx + (2 * cw) / 3} ${cy} V${cy + ch}`, {
    stroke: '#B86E05',
    strokeWidth: 1.4,
    strokeOpacity: 0.6,
  });
  // contactless
  for (let i = 0; i < 3; i++) {
    const rr = 8 + i * 7;
    const ox = cx + cw + 18;
    const oy = cy + ch / 2;
    b += P(`M${ox + rr * 0.5} ${oy - rr * 0.85} A${rr} ${rr} 0 0 1 ${ox + rr * 0.5} ${oy + rr * 0.85}`, {
      fill: 'none',
      stroke: C.white,
      strokeOpacity: 0.7,
      strokeWidth: 2.4,
      strokeLinecap: 'round',
    });
  }
  // number dots
  for (let g = 0; g < 4; g++) {
    for (let d = 0; d < 4; d++) {
      b += Ci(x + w * 0.09 + g * w * 0.2 + d * w * 0.037, y + h * 0.66, h * 0.022, { fill: C.white, fillOpacity: g === 3 ? 0.95 : 0.7 });
    }
  }
  b += R(x + w * 0.09, y + h * 0.78, w * 0.32, h * 0.05, h * 0.025, { fill: C.white, fillOpacity: 0.45 });
  // logo circles
  b += Ci(x + w * 0.8, y + h * 0.8, h * 0.1, { fill: accent, fillOpacity: 0.95 });
  b += Ci(x + w * 0.87, y + h * 0.8, h * 0.1, { fill: C.white, fillOpacity: 0.55 });
  return G(t, b);
}

export function phone(x, y, w, h, { screen = '', frame = C.navy, screenFill = C.white, filter = 'sh' } = {}) {
  const r = w * 0.16;
  let b = R(x, y, w, h, r, { fill: frame, filter: filter ? `url(#${filter})` : undefined });
  const inset = w * 0.045;
  b += R(x + inset, y + inset, w - inset * 2, h - inset * 2, r - inset, { fill: screenFill });
  b += R(x + w * 0.36, y + inset + 8, w * 0.28, 10, 5, { fill: frame });
  return b + screen;
}

export function envelope(x, y, w, h, { rot = 0, letter = true, stamp = true } = {}) {
  const t = rot ? `rotate(${rot} ${x + w / 2} ${y + h / 2})` : '';
  let b = '';
  // back
  b += R(x, y, w, h, 14, { fill: C.bluePale, filter: 'url(#sh)' });
  // open flap behind
  b += P(`M${x + 6} ${y + 4} L${x + w / 2} ${y - h * 0.52} L${x + w - 6} ${y + 4} Z`, { fill: '#C3D4FF', strokeLinejoin: 'round' });
  if (letter) {
    b += R(x + w * 0.1, y - h * 0.38, w * 0.8, h * 0.9, 10, { fill: C.white });
    b += lines(x + w * 0.18, y - h * 0.24, w * 0.55, 4, { gap: h * 0.12, h: h * 0.045, seed: 9, first: C.sky });
  }
  // front pocket
  b += P(
    `M${x} ${y + 14} L${x + w / 2} ${y + h * 0.58} L${x + w} ${y + 14} L${x + w} ${y + h - 14} Q${x + w} ${y + h} ${x + w - 14} ${y + h} L${x + 14} ${y + h} Q${x} ${y + h} ${x} ${y + h - 14} Z`,
    {
      fill: 'url(#gBlue)',
    },
  );
  b += P(`M${x} ${y + h - 6} L${x + w * 0.42} ${y + h * 0.5} M${x + w} ${y + h - 6} L${x + w * 0.58} ${y + h * 0.5}`, {
    stroke: '#0F3BB3',
    strokeOpacity: 0.35,
    strokeWidth: 3,
    strokeLinecap: 'round',
  });
  if (stamp) {
    b += R(x + w - w * 0.2, y + h * 0.62, w * 0.13, h * 0.26, 4, { fill: C.amber });
    b += Star(x + w - w * 0.135, y + h * 0.75, w * 0.035, { fill: C.white });
  }
  return G(t, b);
}

export function pin(cx, tipY, s, { fill = 'url(#gAmber)', dot = C.white } = {}) {
  // s: radius of head
  const cy = tipY - s * 1.6;
  return (
    El(cx, tipY, s * 0.7, s * 0.2, { fill: C.navy, fillOpacity: 0.15 }) +
    P(
      `M${cx} ${tipY} C${cx - s * 0.3} ${tipY - s * 0.4} ${cx - s} ${cy + s * 0.55} ${cx - s} ${cy} A${s} ${s} 0 1 1 ${cx + s} ${cy} C${cx + s} ${cy + s * 0.55} ${cx + s * 0.3} ${tipY - s * 0.4} ${cx} ${tipY} Z`,
      {
        fill,
        filter: 'url(#shs)',
      },
    ) +
    Ci(cx, cy, s * 0.42, { fill: dot })
  );
}

export function magnifier(cx, cy, r, { rot = 45, lens = C.white, ring = C.navy } = {}) {
  return G(
    `rotate(${rot} ${cx} ${cy})`,
    R(cx - r * 0.16, cy + r * 0.95, r * 0.32, r * 1.1, r * 0.12, { fill: ring }) +
      Ci(cx, cy, r, { fill: lens, fillOpacity: 0.55, stroke: ring, strokeWidth: r * 0.2, filter: 'url(#shs)' }) +
      P(`M${cx - r * 0.55} ${cy - r * 0.15} A${r * 0.6} ${r * 0.6} 0 0 1 ${cx - r * 0.1} ${cy - r * 0.58}`, {
        fill: 'none',
        stroke: C.white,
        strokeWidth: r * 0.1,
        strokeLinecap: 'round',
      }),
  );
}

export function avatarBubble(cx, cy, r, { bg = C.sky, skin = '#E8B48F', shirt = C.blue, hair = '#2B1B14' } = {}) {
  const id = `clip${Math.round(cx)}_${Math.round(cy)}_${Math.round(r)}`;
  return `<defs><clipPath id="${id}"><circle cx="${cx}" cy="${cy}" r="${r}"/></clipPath></defs>
  ${Ci(cx, cy, r, { fill: bg, filter: 'url(#shs)' })}
  <g clip-path="url(#${id})">
    ${El(cx, cy + r * 1.05, r * 0.78, r * 0.62, { fill: shirt })}
    ${El(cx, cy - r * 0.12, r * 0.34, r * 0.4, { fill: skin })}
    ${P(`M${cx - r * 0.36} ${cy - r * 0.12} C${cx - r * 0.4} ${cy - r * 0.62} ${cx + r * 0.4} ${cy - r * 0.68} ${cx + r * 0.36} ${cy - r * 0.14} C${cx + r * 0.2} ${cy - r * 0.34} ${cx - r * 0.1} ${cy - r * 0.36} ${cx - r * 0.36} ${cy - r * 0.12} Z`, { fill: hair })}
  </g>
  ${Ci(cx, cy, r, { fill: 'none', stroke: C.white, strokeWidth: Math.max(2, r * 0.08) })}`;
}

export function globe(cx, cy, r, { fill = 'url(#gBlue)', line = C.white, lineOp = 0.35, land = true } = {}) {
  const id = `gc${Math.round(cx)}${Math.round(cy)}`;
  let s = `<defs><clipPath id="${id}"><circle cx="${cx}" cy="${cy}" r="${r}"/></clipPath></defs>`;
  s += Ci(cx, cy, r, { fill, filter: 'url(#sh)' });
  let g = '';
  if (land) {
    // abstract continents
    g += P(
      `M${cx - r * 0.75} ${cy - r * 0.35} C${cx - r * 0.55} ${cy - r * 0.75} ${cx - r * 0.1} ${cy - r * 0.7} ${cx - r * 0.05} ${cy - r * 0.4} C${cx} ${cy - r * 0.15} ${cx - r * 0.3} ${cy - r * 0.05} ${cx - r * 0.35} ${cy + r * 0.2} C${cx - r * 0.4} ${cy + r * 0.45} ${cx - r * 0.6} ${cy + r * 0.2} ${cx - r * 0.7} ${cy} Z`,
      {
        fill: C.white,
        fillOpacity: 0.22,
      },
    );
    g += P(
      `M${cx - r * 0.25} ${cy + r * 0.3} C${cx - r * 0.05} ${cy + r * 0.25} ${cx} ${cy + r * 0.55} ${cx - r * 0.15} ${cy + r * 0.85} C${cx - r * 0.3} ${cy + r * 0.7} ${cx - r * 0.35} ${cy + r * 0.45} ${cx - r * 0.25} ${cy + r * 0.3} Z`,
      {
        fill: C.white,
        fillOpacity: 0.22,
      },
    );
    g += P(
      `M${cx + r * 0.2} ${cy - r * 0.55} C${cx + r * 0.5} ${cy - r * 0.7} ${cx + r * 0.9} ${cy - r * 0.4} ${cx + r * 0.85} ${cy - r * 0.1} C${cx + r * 0.6} ${cy + r * 0.05} ${cx + r * 0.45} ${cy + r * 0.5} ${cx + r * 0.3} ${cy + r * 0.35} C${cx + r * 0.15} ${cy + r * 0.1} ${cx + r * 0.1} ${cy - r * 0.3} ${cx + r * 0.2} ${cy - r * 0.55} Z`,
      {
        fill: C.white,
        fillOpacity: 0.22,
      },
    );
  }
  for (const k of [0.35, 0.7]) g += El(cx, cy, r * k, r, { fill: 'none', stroke: line, strokeOpacity: lineOp, strokeWidth: 1.6 });
  g += P(`M${cx} ${cy - r} V${cy + r}`, { stroke: line, strokeOpacity: lineOp, strokeWidth: 1.6 });
  for (const k of [-0.5, 0, 0.5]) {
    const yy = cy + k * r;
    const hw = Math.sqrt(r * r - (k * r) ** 2);
    g += P(`M${f(cx - hw)} ${f(yy)} H${f(cx + hw)}`, { stroke: line, strokeOpacity: lineOp, strokeWidth: 1.6 });
  }
  g += Ci(cx - r * 0.35, cy - r * 0.4, r * 0.9, { fill: 'url(#glowW)', fillOpacity: 0.25 });
  s += `<g clip-path="url(#${id})">${g}</g>`;
  return s;
}
