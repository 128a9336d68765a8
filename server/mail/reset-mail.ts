import type { Language } from '../../src/contract/common'
import type { MailMessage } from './mail-transports'

export interface ResetMailInput {
  to: string
  fname: string
  token: string
  publicUrl: string
  ttlMinutes: number
  lang: Language
}

/** The page that reads `?reset=` and asks for the new password. */
export function resetLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/account/login?reset=${encodeURIComponent(token)}`
}

/** The password-reset message, in the language the visitor used. */
export function resetMail(input: ResetMailInput): MailMessage {
  const link = resetLink(input.publicUrl, input.token)
  const minutes = String(input.ttlMinutes)
  const texts: Record<Language, { subject: string; lines: string[] }> = {
    EN: {
      subject: 'Reset your password',
      lines: [
        `Hello ${input.fname},`,
        '',
        'Someone (we hope you) asked to reset the password of your account.',
        `Open this link within ${minutes} minutes to choose a new password:`,
        '',
        link,
        '',
        `Or enter this code on the login page: ${input.token}`,
        '',
        'If you did not ask for this, ignore this message: your password stays as it is.',
      ],
    },
    FA: {
      subject: 'بازیابی رمز عبور',
      lines: [
        `سلام ${input.fname}،`,
        '',
        'درخواست بازیابی رمز عبور حساب شما ثبت شد.',
        `برای انتخاب رمز جدید، ظرف ${minutes} دقیقه این پیوند را باز کنید:`,
        '',
        link,
        '',
        `یا این کد را در صفحه ورود وارد کنید: ${input.token}`,
        '',
        'اگر این درخواست از طرف شما نبوده، این پیام را نادیده بگیرید؛ رمز عبور شما تغییری نمی‌کند.',
      ],
    },
    AR: {
      subject: 'إعادة تعيين كلمة المرور',
      lines: [
        `مرحباً ${input.fname}،`,
        '',
        'طُلبت إعادة تعيين كلمة المرور لحسابك.',
        `افتح هذا الرابط خلال ${minutes} دقيقة لاختيار كلمة مرور جديدة:`,
        '',
        link,
        '',
        `أو أدخل هذا الرمز في صفحة تسجيل الدخول: ${input.token}`,
        '',
        'إذا لم تطلب ذلك فتجاهل هذه الرسالة: ستبقى كلمة المرور كما هي.',
      ],
    },
  }
  const { subject, lines } = texts[input.lang]
  return { to: input.to, subject, text: `${lines.join('\n')}\n` }
}
