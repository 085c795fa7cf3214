import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type HomeworkCreate,
  type HomeworkReview,
  type HomeworkTemplateBody,
  type HomeworkUpdate,
  homeworkAnswerSchema,
  homeworkCreatedSchema,
  homeworkProgressSchema,
  homeworkSchema,
  homeworkTemplateSchema,
} from '@umka/contracts';
import { z } from 'zod';
import { silentApi } from '../../lib/api.ts';

const homeworkListSchema = z.array(homeworkSchema);
const templateListSchema = z.array(homeworkTemplateSchema);
const answerListSchema = z.array(homeworkAnswerSchema);

export const homeworkKeys = {
  all: ['homework'] as const,
  list: (groupId: number) => ['homework', 'list', groupId] as const,
  one: (homeworkId: number) => ['homework', 'one', homeworkId] as const,
  progress: (homeworkId: number) => ['homework', 'progress', homeworkId] as const,
  answers: (homeworkId: number, itemId: number, studentId: number) =>
    ['homework', 'answers', homeworkId, itemId, studentId] as const,
  templates: ['homework-templates'] as const,
  template: (templateId: number) => ['homework-templates', templateId] as const,
};

const isId = (value: number) => Number.isInteger(value) && value > 0;

export function useClassHomework(groupId: number) {
  return useQuery({
    queryKey: homeworkKeys.list(groupId),
    queryFn: ({ signal }) =>
      silentApi.get('/homework', { query: { group_id: groupId }, schema: homeworkListSchema, signal }),
    enabled: isId(groupId),
  });
}

export function useHomework(homeworkId: number) {
  return useQuery({
    queryKey: homeworkKeys.one(homeworkId),
    queryFn: ({ signal }) => silentApi.get(`/homework/${homeworkId}`, { schema: homeworkSchema, signal }),
    enabled: isId(homeworkId),
  });
}

export function useHomeworkProgress(homeworkId: number) {
  return useQuery({
    queryKey: homeworkKeys.progress(homeworkId),
    queryFn: ({ signal }) =>
      silentApi.get(`/homework/${homeworkId}/progress`, { schema: homeworkProgressSchema, signal }),
    enabled: isId(homeworkId),
  });
}

export function useTaskAnswers(homeworkId: number, itemId: number, studentId: number) {
  return useQuery({
    queryKey: homeworkKeys.answers(homeworkId, itemId, studentId),
    queryFn: ({ signal }) =>
      silentApi.get(`/homework/${homeworkId}/tasks/${itemId}/answers`, {
        query: { student_id: studentId },
        schema: answerListSchema,
        signal,
      }),
  });
}

/** Any change to homework may move lists, progress and answers, so the whole area is refetched. */
function useInvalidateHomework() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: homeworkKeys.all });
}

export function useCreateHomework() {
  const invalidate = useInvalidateHomework();
  return useMutation({
    mutationFn: (body: HomeworkCreate) => silentApi.post('/homework/create', body, { schema: homeworkCreatedSchema }),
    onSuccess: invalidate,
  });
}

export function useUpdateHomework(homeworkId: number) {
  const invalidate = useInvalidateHomework();
  return useMutation({
    mutationFn: (body: HomeworkUpdate) => silentApi.put(`/homework/${homeworkId}`, body, { schema: homeworkSchema }),
    onSuccess: invalidate,
  });
}

export function useDeleteHomework() {
  const invalidate = useInvalidateHomework();
  return useMutation({
    mutationFn: (homeworkId: number) => silentApi.delete(`/homework/${homeworkId}`),
    onSuccess: invalidate,
  });
}

export function useReviewAnswer() {
  const invalidate = useInvalidateHomework();
  return useMutation({
    mutationFn: ({ answerId, review }: { answerId: number; review: HomeworkReview }) =>
      silentApi.patch(`/homework-answers/${answerId}`, review, { schema: homeworkAnswerSchema }),
    onSuccess: invalidate,
  });
}

export function useTemplates() {
  return useQuery({
    queryKey: homeworkKeys.templates,
    queryFn: ({ signal }) => silentApi.get('/homework-templates', { schema: templateListSchema, signal }),
  });
}

export function useTemplate(templateId: number) {
  return useQuery({
    queryKey: homeworkKeys.template(templateId),
    queryFn: ({ signal }) =>
      silentApi.get(`/homework-templates/${templateId}`, { schema: homeworkTemplateSchema, signal }),
    enabled: isId(templateId),
  });
}

function useInvalidateTemplates() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: homeworkKeys.templates });
}

export function useSaveAsTemplate() {
  const invalidate = useInvalidateTemplates();
  return useMutation({
    mutationFn: ({ homeworkId, title }: { homeworkId: number; title: string }) =>
      silentApi.post(`/homework/${homeworkId}/template`, { title }, { schema: homeworkTemplateSchema }),
    onSuccess: invalidate,
  });
}

export function useUpdateTemplate(templateId: number) {
  const invalidate = useInvalidateTemplates();
  return useMutation({
    mutationFn: (body: HomeworkTemplateBody) =>
      silentApi.put(`/homework-templates/${templateId}`, body, { schema: homeworkTemplateSchema }),
    onSuccess: invalidate,
  });
}

export function useDeleteTemplate() {
  const invalidate = useInvalidateTemplates();
  return useMutation({
    mutationFn: (templateId: number) => silentApi.delete(`/homework-templates/${templateId}`),
    onSuccess: invalidate,
  });
}
