import { describe, expect, it } from 'vitest';
import { monthName } from './dates';
import type { LocaleTag } from './format';

const twelve = (locale: LocaleTag, options?: { capitalised?: boolean }) => Array.from({ length: 12 }, (_, i) => monthName(locale, i, options));

describe('monthName', () => {
  it('names every month as each language writes it', () => {
    expect(twelve('en')).toEqual(['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']);
    expect(twelve('es')).toEqual(['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre']);
    expect(twelve('pt-BR')).toEqual(['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro']);
    expect(twelve('fr')).toEqual(['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre']);
    // The Egyptian names most Arabic-speaking founders read (not the Levantine كانون الثاني …).
    expect(twelve('ar')).toEqual(['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر']);
  });

  it('capitalises the first letter when asked', () => {
    expect(twelve('pt-BR', { capitalised: true })).toEqual(['Janeiro', 'Fevereiro', 'Março', 'Abril', 'Maio', 'Junho', 'Julho', 'Agosto', 'Setembro', 'Outubro', 'Novembro', 'Dezembro']);
    expect(monthName('fr', 7, { capitalised: true })).toBe('Août');
    expect(monthName('ar', 0, { capitalised: true })).toBe('يناير');
  });
});
