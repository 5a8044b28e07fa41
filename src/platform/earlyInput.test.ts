import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { awaitingCode, earlyInputScript, installEarlyInput } from './earlyInput';

let clicks: string[];
let uninstall: () => void;

beforeEach(() => {
  delete window.__sbEarlyInput;
  clicks = [];
  document.body.innerHTML = `
    <button id="toggle">Scheme</button>
    <a id="link" href="#pricing">Pricing</a>
    <div id="faq" ${awaitingCode}=""><button id="question">Second question</button></div>
    <form id="news"><input name="email" value="a@b.c"><button id="send">Send</button></form>`;
  for (const id of ['toggle', 'question', 'link']) document.getElementById(id)!.addEventListener('click', () => clicks.push(id));
  document.getElementById('news')!.addEventListener('submit', (event) => {
    event.preventDefault();
    clicks.push('submitted');
  });
  uninstall = installEarlyInput(window);
});

afterEach(() => {
  uninstall();
  document.body.innerHTML = '';
});

const click = (id: string) => document.getElementById(id)!.click();

describe('early input', () => {
  it('holds a tap on a control until the page is live, then plays it back once', () => {
    click('toggle');
    expect(clicks).toEqual([]);
    expect(window.__sbEarlyInput!.held()).toBe(1);
    window.__sbEarlyInput!.pageLive();
    expect(clicks).toEqual(['toggle']);
    window.__sbEarlyInput!.pageLive();
    expect(clicks).toEqual(['toggle']);
    click('toggle');
    expect(clicks).toEqual(['toggle', 'toggle']);
  });

  it('holds a tap inside a section waiting for its code until that section is live', () => {
    click('question');
    window.__sbEarlyInput!.pageLive();
    expect(clicks).toEqual([]);
    document.getElementById('faq')!.removeAttribute(awaitingCode);
    window.__sbEarlyInput!.sectionLive();
    expect(clicks).toEqual(['question']);
    expect(window.__sbEarlyInput!.held()).toBe(0);
  });

  it('lets links work natively', () => {
    click('link');
    expect(clicks).toEqual(['link']);
    expect(window.__sbEarlyInput!.held()).toBe(0);
  });

  it('holds a form submitted early, so nothing goes out as a plain request, and submits it once live', () => {
    click('send');
    expect(clicks).toEqual([]);
    window.__sbEarlyInput!.pageLive();
    expect(clicks).toEqual(['submitted']);
  });

  it('is written into the page as a self-contained script', () => {
    uninstall();
    new Function(earlyInputScript())();
    expect(typeof window.__sbEarlyInput?.pageLive).toBe('function');
    uninstall = () => {
      delete window.__sbEarlyInput;
    };
  });
});
