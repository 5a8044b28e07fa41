import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { awaitingCode, earlyInputScript, installEarlyInput } from './earlyInput';

let clicks: string[];
let uninstall: () => void;

beforeEach(() => {
  delete window.__sbEarlyInput;
  clicks = [];
  document.body.innerHTML = `
    <button id="static">Outside any island</button>
    <a id="link" href="#pricing">Pricing</a>
    <div id="tabs" data-island="PricingTabs" ${awaitingCode}=""><button id="tab">Mail Box</button><a id="inner-link" href="#x">More</a></div>
    <div id="footer" data-island="Newsletter" ${awaitingCode}=""><form id="news"><input name="email" value="a@b.c"><button id="send">Send</button></form></div>`;
  for (const id of ['static', 'tab', 'link', 'inner-link']) document.getElementById(id)!.addEventListener('click', () => clicks.push(id));
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
const islandLive = (id: string) => {
  document.getElementById(id)!.removeAttribute(awaitingCode);
  window.__sbEarlyInput!.sectionLive();
};

describe('early input', () => {
  it('holds a tap inside an island until that island is live, then plays it back once', () => {
    click('tab');
    expect(clicks).toEqual([]);
    expect(window.__sbEarlyInput!.held()).toBe(1);
    islandLive('footer');
    expect(clicks).toEqual([]);
    islandLive('tabs');
    expect(clicks).toEqual(['tab']);
    window.__sbEarlyInput!.sectionLive();
    expect(clicks).toEqual(['tab']);
    click('tab');
    expect(clicks).toEqual(['tab', 'tab']);
    expect(window.__sbEarlyInput!.held()).toBe(0);
  });

  it('lets a page script answer a tap itself: then it is neither held nor played back', () => {
    const answered: string[] = [];
    window.__sbEarlyInput!.answerWith((control) => {
      answered.push(control.id);
      return control.id === 'tab';
    });
    click('tab');
    click('send');
    expect(answered).toEqual(['tab', 'send']);
    expect(window.__sbEarlyInput!.held()).toBe(1);
    islandLive('tabs');
    expect(clicks).toEqual([]);
  });

  it('leaves taps outside islands alone: nothing there waits for code', () => {
    click('static');
    expect(clicks).toEqual(['static']);
    expect(window.__sbEarlyInput!.held()).toBe(0);
  });

  it('lets links work natively, inside islands too', () => {
    click('link');
    click('inner-link');
    expect(clicks).toEqual(['link', 'inner-link']);
    expect(window.__sbEarlyInput!.held()).toBe(0);
  });

  it('holds a form submitted early, so nothing goes out as a plain request, and submits it once live', () => {
    click('send');
    expect(clicks).toEqual([]);
    islandLive('footer');
    expect(clicks).toEqual(['submitted']);
  });

  it('is written into the page as a self-contained script', () => {
    uninstall();
    new Function(earlyInputScript())();
    expect(typeof window.__sbEarlyInput?.sectionLive).toBe('function');
    uninstall = () => {
      delete window.__sbEarlyInput;
    };
  });
});
