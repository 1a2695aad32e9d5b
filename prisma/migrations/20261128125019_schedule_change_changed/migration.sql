-- AlterEnum
ALTER TYPE "ScheduleChangeStatus" ADD VALUE 'changed';
