import { describe, expect, it } from 'vitest';
import * as enCalendar from '../content/complianceCalendar';
import * as enCost from '../content/costCalculator';
import * as enEligibility from '../content/eligibility';
import * as enUi from '../content/ui';
import { pluralCase } from './messageRuntime';

/** The runtime's plural choice (what a compiled `{n, plural, …}` calls), with each form's words, or words around `#`. */
const plural = (tag: string, n: number, forms: Record<string, string | ((count: string) => string)>) =>
  pluralCase(tag, n, Object.fromEntries(Object.entries(forms).map(([name, form]) => [name, (count: string) => (typeof form === 'function' ? form(count) : form)])));

const arCost = (await import(/* @vite-ignore */ '/src/content/costCalculator.ts?locale=ar')) as typeof import('../content/costCalculator');
const esCost = (await import(/* @vite-ignore */ '/src/content/costCalculator.ts?locale=es')) as typeof import('../content/costCalculator');
const frCost = (await import(/* @vite-ignore */ '/src/content/costCalculator.ts?locale=fr')) as typeof import('../content/costCalculator');
const ptCost = (await import(/* @vite-ignore */ '/src/content/costCalculator.ts?locale=pt-br')) as typeof import('../content/costCalculator');
const arCalendar = (await import(/* @vite-ignore */ '/src/content/complianceCalendar.ts?locale=ar')) as typeof import('../content/complianceCalendar');
const esCalendar = (await import(/* @vite-ignore */ '/src/content/complianceCalendar.ts?locale=es')) as typeof import('../content/complianceCalendar');
const frCalendar = (await import(/* @vite-ignore */ '/src/content/complianceCalendar.ts?locale=fr')) as typeof import('../content/complianceCalendar');
const ptCalendar = (await import(/* @vite-ignore */ '/src/content/complianceCalendar.ts?locale=pt-br')) as typeof import('../content/complianceCalendar');

const esEligibility = (await import(/* @vite-ignore */ '/src/content/eligibility.ts?locale=es')) as typeof import('../content/eligibility');
const ptEligibility = (await import(/* @vite-ignore */ '/src/content/eligibility.ts?locale=pt-br')) as typeof import('../content/eligibility');
const frEligibility = (await import(/* @vite-ignore */ '/src/content/eligibility.ts?locale=fr')) as typeof import('../content/eligibility');
const esUi = (await import(/* @vite-ignore */ '/src/content/ui.ts?locale=es')) as typeof import('../content/ui');
const ptUi = (await import(/* @vite-ignore */ '/src/content/ui.ts?locale=pt-br')) as typeof import('../content/ui');
const frUi = (await import(/* @vite-ignore */ '/src/content/ui.ts?locale=fr')) as typeof import('../content/ui');
const arUi = (await import(/* @vite-ignore */ '/src/content/ui.ts?locale=ar')) as typeof import('../content/ui');

/** The counts a visitor can meet that fall in different CLDR categories somewhere. */
const counts = [0, 1, 2, 3, 11, 100, 103] as const;
const each = (phrase: (n: number) => string) => counts.map(phrase);

describe('plural cases', () => {
  it('chooses by CLDR’s category, falling back to other', () => {
    const forms = { zero: 'zero', one: 'one', two: 'two', few: 'few', many: 'many', other: 'other' };
    expect(each((n) => plural('en', n, forms))).toEqual(['other', 'one', 'other', 'other', 'other', 'other', 'other']);
    expect(each((n) => plural('pt-BR', n, forms))).toEqual(['one', 'one', 'other', 'other', 'other', 'other', 'other']);
    expect(each((n) => plural('ar', n, forms))).toEqual(['zero', 'one', 'two', 'few', 'many', 'other', 'few']);
    expect(plural('fr', 1_000_000, { one: 'un', other: 'autre' })).toBe('autre');
  });

  it('prints the count in Western digits in Arabic, as the rest of the page does', () => {
    expect(plural('ar', 103, { other: (n) => n })).toBe('103');
  });
});

describe('counted phrases a visitor reads', () => {
  it('English: 0 and 2+ take the plural', () => {
    expect(each((n) => enUi.ui.blog.commentsHeading(n, 'Title'))).toEqual([
      '0 Comments On “Title”',
      '1 Comment On “Title”',
      '2 Comments On “Title”',
      '3 Comments On “Title”',
      '11 Comments On “Title”',
      '100 Comments On “Title”',
      '103 Comments On “Title”',
    ]);
    expect(each((n) => enUi.ui.blog.filters.showing(n))).toEqual([
      'Showing 0 posts for',
      'Showing 1 post for',
      'Showing 2 posts for',
      'Showing 3 posts for',
      'Showing 11 posts for',
      'Showing 100 posts for',
      'Showing 103 posts for',
    ]);
    expect(each((n) => enCost.costCalculatorLabels.form.yearsOption(n))).toEqual(['0 years', '1 year', '2 years', '3 years', '11 years', '100 years', '103 years']);
    expect(enCost.costCalculatorLabels.yearTable.caption('Wyoming', 'LLC', 1)).toBe('LLC in Wyoming, over 1 year');
    expect(enCost.costCalculatorLabels.comparison.caption('LLC', 3)).toBe('LLC, over 3 years, cheapest first');
    expect(each((n) => enCalendar.complianceCalendarLabels.summary('Wyoming', 'LLC', n))).toEqual([
      'Wyoming, LLC: 0 deadlines',
      'Wyoming, LLC: 1 deadline',
      'Wyoming, LLC: 2 deadlines',
      'Wyoming, LLC: 3 deadlines',
      'Wyoming, LLC: 11 deadlines',
      'Wyoming, LLC: 100 deadlines',
      'Wyoming, LLC: 103 deadlines',
    ]);
    expect(enEligibility.countryCheckLabels.summary({ available: 1, conditions: 0, unavailable: 2 })).toBe('1 available, 0 with conditions, 2 not available');
  });

  it('Spanish: 0 and 2+ take the plural', () => {
    expect(each((n) => esUi.ui.blog.commentsHeading(n, 'Título'))).toEqual([
      '0 comentarios en “Título”',
      '1 comentario en “Título”',
      '2 comentarios en “Título”',
      '3 comentarios en “Título”',
      '11 comentarios en “Título”',
      '100 comentarios en “Título”',
      '103 comentarios en “Título”',
    ]);
    expect(each((n) => esUi.ui.blog.filters.showing(n))).toEqual([
      'Mostrando 0 artículos para',
      'Mostrando 1 artículo para',
      'Mostrando 2 artículos para',
      'Mostrando 3 artículos para',
      'Mostrando 11 artículos para',
      'Mostrando 100 artículos para',
      'Mostrando 103 artículos para',
    ]);
    expect(each((n) => esCost.costCalculatorLabels.form.yearsOption(n))).toEqual(['0 años', '1 año', '2 años', '3 años', '11 años', '100 años', '103 años']);
    expect(esCost.costCalculatorLabels.yearTable.caption('Wyoming', 'LLC', 1)).toBe('LLC en Wyoming, en 1 año');
    expect(each((n) => esCalendar.complianceCalendarLabels.summary('Wyoming', 'LLC', n))).toEqual([
      'Wyoming, LLC: 0 vencimientos',
      'Wyoming, LLC: 1 vencimiento',
      'Wyoming, LLC: 2 vencimientos',
      'Wyoming, LLC: 3 vencimientos',
      'Wyoming, LLC: 11 vencimientos',
      'Wyoming, LLC: 100 vencimientos',
      'Wyoming, LLC: 103 vencimientos',
    ]);
    expect(esEligibility.countryCheckLabels.summary({ available: 1, conditions: 0, unavailable: 0 })).toBe('1 disponible, 0 con condiciones, 0 no disponibles');
    expect(esEligibility.countryCheckLabels.summary({ available: 3, conditions: 1, unavailable: 1 })).toBe('3 disponibles, 1 con condiciones, 1 no disponible');
  });

  it('Brazilian Portuguese: 0 and 1 take the singular, 2+ the plural', () => {
    expect(each((n) => ptUi.ui.blog.commentsHeading(n, 'Título'))).toEqual([
      '0 comentário em “Título”',
      '1 comentário em “Título”',
      '2 comentários em “Título”',
      '3 comentários em “Título”',
      '11 comentários em “Título”',
      '100 comentários em “Título”',
      '103 comentários em “Título”',
    ]);
    expect(each((n) => ptUi.ui.blog.filters.showing(n))).toEqual([
      'Exibindo 0 artigo para',
      'Exibindo 1 artigo para',
      'Exibindo 2 artigos para',
      'Exibindo 3 artigos para',
      'Exibindo 11 artigos para',
      'Exibindo 100 artigos para',
      'Exibindo 103 artigos para',
    ]);
    expect(each((n) => ptCost.costCalculatorLabels.form.yearsOption(n))).toEqual(['0 ano', '1 ano', '2 anos', '3 anos', '11 anos', '100 anos', '103 anos']);
    expect(ptCost.costCalculatorLabels.yearTable.caption('Wyoming', 'LLC', 1)).toBe('LLC (Wyoming), ao longo de 1 ano');
    expect(each((n) => ptCalendar.complianceCalendarLabels.summary('Wyoming', 'LLC', n))).toEqual([
      'Wyoming, LLC: 0 prazo',
      'Wyoming, LLC: 1 prazo',
      'Wyoming, LLC: 2 prazos',
      'Wyoming, LLC: 3 prazos',
      'Wyoming, LLC: 11 prazos',
      'Wyoming, LLC: 100 prazos',
      'Wyoming, LLC: 103 prazos',
    ]);
    expect(ptEligibility.countryCheckLabels.summary({ available: 3, conditions: 1, unavailable: 0 })).toBe('3 disponíveis, 1 com condições, 0 não disponível');
  });

  it('French: 0 and 1 take the singular, 2+ the plural', () => {
    expect(each((n) => frUi.ui.blog.commentsHeading(n, 'Titre'))).toEqual([
      '0 commentaire sur «\u00a0Titre\u00a0»',
      '1 commentaire sur «\u00a0Titre\u00a0»',
      '2 commentaires sur «\u00a0Titre\u00a0»',
      '3 commentaires sur «\u00a0Titre\u00a0»',
      '11 commentaires sur «\u00a0Titre\u00a0»',
      '100 commentaires sur «\u00a0Titre\u00a0»',
      '103 commentaires sur «\u00a0Titre\u00a0»',
    ]);
    expect(each((n) => frUi.ui.blog.filters.showing(n))).toEqual([
      '0 article pour',
      '1 article pour',
      '2 articles pour',
      '3 articles pour',
      '11 articles pour',
      '100 articles pour',
      '103 articles pour',
    ]);
    expect(each((n) => frCost.costCalculatorLabels.form.yearsOption(n))).toEqual(['0 an', '1 an', '2 ans', '3 ans', '11 ans', '100 ans', '103 ans']);
    expect(frCost.costCalculatorLabels.comparison.caption('LLC', 1)).toBe('LLC, sur 1 an, du moins cher au plus cher');
    expect(each((n) => frCalendar.complianceCalendarLabels.summary('Wyoming', 'LLC', n))).toEqual([
      'Wyoming, LLC\u00a0: 0 échéance',
      'Wyoming, LLC\u00a0: 1 échéance',
      'Wyoming, LLC\u00a0: 2 échéances',
      'Wyoming, LLC\u00a0: 3 échéances',
      'Wyoming, LLC\u00a0: 11 échéances',
      'Wyoming, LLC\u00a0: 100 échéances',
      'Wyoming, LLC\u00a0: 103 échéances',
    ]);
    expect(frEligibility.countryCheckLabels.summary({ available: 3, conditions: 1, unavailable: 0 })).toBe('3 disponibles, 1 sous conditions, 0 non disponible');
  });

  it('Arabic: zero and other singular, one and two as words, few plural, many accusative singular', () => {
    expect(each((n) => arUi.ui.blog.commentsHeading(n, 'العنوان'))).toEqual([
      '0 تعليق على «العنوان»',
      'تعليق واحد على «العنوان»',
      'تعليقان على «العنوان»',
      '3 تعليقات على «العنوان»',
      '11 تعليقًا على «العنوان»',
      '100 تعليق على «العنوان»',
      '103 تعليقات على «العنوان»',
    ]);
    expect(each((n) => arUi.ui.blog.filters.showing(n))).toEqual(['عرض 0 مقال عن', 'عرض مقال واحد عن', 'عرض مقالين عن', 'عرض 3 مقالات عن', 'عرض 11 مقالًا عن', 'عرض 100 مقال عن', 'عرض 103 مقالات عن']);
    expect(each((n) => arCost.costCalculatorLabels.form.yearsOption(n))).toEqual(['0 سنة', 'سنة واحدة', 'سنتان', '3 سنوات', '11 سنة', '100 سنة', '103 سنوات']);
    expect(each((n) => arCost.costCalculatorLabels.comparison.caption('LLC', n))).toEqual([
      'LLC، على مدى 0 سنة، من الأرخص إلى الأغلى',
      'LLC، على مدى سنة واحدة، من الأرخص إلى الأغلى',
      'LLC، على مدى سنتين، من الأرخص إلى الأغلى',
      'LLC، على مدى 3 سنوات، من الأرخص إلى الأغلى',
      'LLC، على مدى 11 سنة، من الأرخص إلى الأغلى',
      'LLC، على مدى 100 سنة، من الأرخص إلى الأغلى',
      'LLC، على مدى 103 سنوات، من الأرخص إلى الأغلى',
    ]);
    expect(each((n) => arCalendar.complianceCalendarLabels.summary('وايومنغ', 'LLC', n))).toEqual([
      'وايومنغ، LLC: 0 موعد نهائي',
      'وايومنغ، LLC: موعد نهائي واحد',
      'وايومنغ، LLC: موعدان نهائيان',
      'وايومنغ، LLC: 3 مواعيد نهائية',
      'وايومنغ، LLC: 11 موعدًا نهائيًا',
      'وايومنغ، LLC: 100 موعد نهائي',
      'وايومنغ، LLC: 103 مواعيد نهائية',
    ]);
  });
});
