import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type HomeworkCreate,
  type HomeworkReview,
  type HomeworkTemplateBody,
  type HomeworkUpdate,
  homeworkAnswersApi,
  homeworkApi,
  homeworkTemplatesApi,
} from '@umka/contracts';
import { silentApi } from '../../lib/api.ts';

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
    queryFn: ({ signal }) => silentApi.call(homeworkApi.listOfClass, { query: { group_id: groupId } }, { signal }),
    enabled: isId(groupId),
  });
}

export function useHomework(homeworkId: number) {
  return useQuery({
    queryKey: homeworkKeys.one(homeworkId),
    queryFn: ({ signal }) => silentApi.call(homeworkApi.get, { params: { id: homeworkId } }, { signal }),
    enabled: isId(homeworkId),
  });
}

export function useHomeworkProgress(homeworkId: number) {
  return useQuery({
    queryKey: homeworkKeys.progress(homeworkId),
    queryFn: ({ signal }) => silentApi.call(homeworkApi.progress, { params: { id: homeworkId } }, { signal }),
    enabled: isId(homeworkId),
  });
}

export function useTaskAnswers(homeworkId: number, itemId: number, studentId: number) {
  return useQuery({
    queryKey: homeworkKeys.answers(homeworkId, itemId, studentId),
    queryFn: ({ signal }) =>
      silentApi.call(
        homeworkAnswersApi.list,
        { params: { id: homeworkId, itemId }, query: { student_id: studentId } },
        { signal },
      ),
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
    mutationFn: (body: HomeworkCreate) => silentApi.call(homeworkApi.create, { body }),
    onSuccess: invalidate,
  });
}

export function useUpdateHomework(homeworkId: number) {
  const invalidate = useInvalidateHomework();
  return useMutation({
    mutationFn: (body: HomeworkUpdate) => silentApi.call(homeworkApi.update, { params: { id: homeworkId }, body }),
    onSuccess: invalidate,
  });
}

export function useDeleteHomework() {
  const invalidate = useInvalidateHomework();
  return useMutation({
    mutationFn: (homeworkId: number) => silentApi.call(homeworkApi.remove, { params: { id: homeworkId } }),
    onSuccess: invalidate,
  });
}

export function useReviewAnswer() {
  const invalidate = useInvalidateHomework();
  return useMutation({
    mutationFn: ({ answerId, review }: { answerId: number; review: HomeworkReview }) =>
      silentApi.call(homeworkAnswersApi.review, { params: { answerId }, body: review }),
    onSuccess: invalidate,
  });
}

export function useTemplates() {
  return useQuery({
    queryKey: homeworkKeys.templates,
    queryFn: ({ signal }) => silentApi.call(homeworkTemplatesApi.list, undefined, { signal }),
  });
}

export function useTemplate(templateId: number) {
  return useQuery({
    queryKey: homeworkKeys.template(templateId),
    queryFn: ({ signal }) => silentApi.call(homeworkTemplatesApi.get, { params: { id: templateId } }, { signal }),
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
      silentApi.call(homeworkTemplatesApi.saveHomework, { params: { id: homeworkId }, body: { title } }),
    onSuccess: invalidate,
  });
}

export function useUpdateTemplate(templateId: number) {
  const invalidate = useInvalidateTemplates();
  return useMutation({
    mutationFn: (body: HomeworkTemplateBody) =>
      silentApi.call(homeworkTemplatesApi.update, { params: { id: templateId }, body }),
    onSuccess: invalidate,
  });
}

export function useDeleteTemplate() {
  const invalidate = useInvalidateTemplates();
  return useMutation({
    mutationFn: (templateId: number) => silentApi.call(homeworkTemplatesApi.remove, { params: { id: templateId } }),
    onSuccess: invalidate,
  });
}
