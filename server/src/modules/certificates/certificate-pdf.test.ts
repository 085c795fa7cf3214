import { LOCALES } from '@umka/contracts';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { type CertificateContent, certificateText, renderCertificatePdf } from './certificate-pdf.ts';

const content: CertificateContent = {
  locale: 'ru-RU',
  studentName: 'Євгенія Їжакова',
  title: 'За победу в олимпиаде',
  reason: 'Три раунда подряд без ошибок',
  issuedOn: '2026-03-01',
  issuerName: 'Марія Ґонта',
};

describe('certificate text', () => {
  it('says everything in the student’s language, the date as a day of that locale', () => {
    expect(certificateText(content)).toEqual({
      heading: 'СЕРТИФИКАТ',
      awardedTo: 'Награждается',
      studentName: 'Євгенія Їжакова',
      title: 'За победу в олимпиаде',
      reason: 'Три раунда подряд без ошибок',
      date: '1 марта 2026 г.',
      dateLabel: 'Дата',
      issuerName: 'Марія Ґонта',
      issuerLabel: 'Учитель',
      brand: 'Умка',
    });
    expect(certificateText({ ...content, locale: 'uk-UA' })).toMatchObject({
      heading: 'СЕРТИФІКАТ',
      awardedTo: 'Нагороджується',
      date: '1 березня 2026 р.',
      issuerLabel: 'Вчитель',
    });
    expect(certificateText({ ...content, locale: 'en-US' })).toMatchObject({
      heading: 'CERTIFICATE',
      awardedTo: 'This certificate is presented to',
      date: 'March 1, 2026',
      issuerLabel: 'Teacher',
      brand: 'Umka',
    });
  });
});

describe('certificate PDF', () => {
  for (const locale of LOCALES) {
    it(`renders one page in ${locale}`, async () => {
      const bytes = await renderCertificatePdf({ ...content, locale });
      const pdf = await PDFDocument.load(bytes);
      expect(pdf.getPageCount()).toBe(1);
      expect(pdf.getTitle()).toContain(content.studentName);
    });
  }

  it('fits the longest title and reason, and letters of scripts it has no font for', async () => {
    const bytes = await renderCertificatePdf({
      ...content,
      title: 'Очень длинное название '.repeat(6).slice(0, 120),
      reason: `${'Słowo '.repeat(60)}漢字`.slice(0, 400),
    });
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
  });
});
