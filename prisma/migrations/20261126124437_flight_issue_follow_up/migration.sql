-- AlterEnum
ALTER TYPE "PaymentFollowUpKind" ADD VALUE 'flight_issue';
