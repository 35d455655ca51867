import type { Currency } from "@/lib/currency/currencies";
import { BACKUP_FORMAT, BACKUP_VERSION, type Backup, type BackupPayment, type BackupSubscription } from "@/lib/import-export/formats/ours/backup";
import type { Payment } from "@/lib/payments/types";
import { categoryNames, formatPrice, formatRate, pausesOf, paymentsOf, priceChangesOf, remindersOf, type TransferData } from "./data";

export type BackupMeta = { exportedAt: Date; defaultCurrency: Currency };

export function toBackup(data: TransferData, meta: BackupMeta): Backup {
  const categories = categoryNames(data);
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt: meta.exportedAt.toISOString(),
    defaultCurrency: meta.defaultCurrency,
    categories: data.categories.map((category) => ({
      name: category.name,
      color: category.color,
      description: category.description,
    })),
    subscriptions: data.subscriptions.map((subscription) => ({
      name: subscription.name,
      brand: subscription.brand,
      price: formatPrice(subscription.price),
      currency: subscription.currency,
      cycle: subscription.cycle,
      startDate: subscription.startDate,
      endDate: subscription.endDate,
      autoRenew: subscription.autoRenew,
      status: subscription.status,
      trialEndsOn: subscription.trialEndsOn,
      pausedOn: subscription.pausedOn,
      cancelledOn: subscription.cancelledOn,
      category: subscription.categoryId === null ? null : (categories.get(subscription.categoryId) ?? null),
      iconUrl: subscription.iconUrl,
      websiteUrl: subscription.websiteUrl,
      paymentMethod: subscription.paymentMethod,
      notes: subscription.notes,
      priceChanges: priceChangesOf(subscription.id, data).map((change) => ({
        effectiveDate: change.effectiveDate,
        oldPrice: formatPrice(change.oldPrice),
        newPrice: formatPrice(change.newPrice),
      })),
      pauses: pausesOf(subscription.id, data).map((pause) => ({ pausedOn: pause.pausedOn, resumedOn: pause.resumedOn })),
      reminders: backupReminders(subscription.id, data),
      variableAmount: subscription.variableAmount,
      amountMin: subscription.amountMin === null ? null : formatPrice(subscription.amountMin),
      amountMax: subscription.amountMax === null ? null : formatPrice(subscription.amountMax),
      payments: paymentsOf(subscription.id, data).map(backupPayment),
    })),
  };
}

function backupPayment(payment: Payment): BackupPayment {
  return {
    dueOn: payment.dueOn,
    state: payment.state,
    paidOn: payment.paidOn,
    amount: payment.amount === null ? null : formatPrice(payment.amount),
    currency: payment.currency,
    rateToBase: payment.rateToBase === null ? null : formatRate(payment.rateToBase),
    baseCurrency: payment.baseCurrency,
    rateDate: payment.rateDate,
    note: payment.note,
  };
}

function backupReminders(subscriptionId: number, data: TransferData): BackupSubscription["reminders"] {
  const reminders = remindersOf(subscriptionId, data);
  return reminders && { enabled: reminders.enabled, leadDays: reminders.leadDays, remindToCancel: reminders.remindToCancel };
}
