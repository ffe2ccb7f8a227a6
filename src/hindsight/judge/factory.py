"""Build the configured judge."""

from __future__ import annotations

from hindsight.config import Settings
from hindsight.judge.base import Judge
from hindsight.judge.rules import RulesJudge
from hindsight.llm.factory import chat_client
from hindsight.policy import Calibration


def make_judge(settings: Settings, calibration: Calibration) -> Judge:
    use_llm = settings.judge == "llm" or (settings.judge == "auto" and settings.llm_base_url)
    if use_llm:
        client = chat_client(settings)
        if client is None:
            raise ValueError("HINDSIGHT_JUDGE=llm needs HINDSIGHT_LLM_BASE_URL")
        from hindsight.judge.llm import LLMJudge

        return LLMJudge(client, batch_size=settings.judge_batch_size)
    return RulesJudge(calibration)
